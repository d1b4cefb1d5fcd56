import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { securityHeaderList } from '../../../server/src/http/security.ts';
import { forEachDatabase, insertMember, testConfig } from '../helpers.ts';

// security.ts sets the headers on Node's response under @hono/node-server: check them there.
forEachDatabase('response headers over a real connection', (t) => {
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    const app = t().makeApp({ config: testConfig({ CORS_ORIGINS: 'https://shop.example' }) });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('every answer carries the security headers: JSON, errors, pages and images', async () => {
    const member = await insertMember(t());
    const auth = { authorization: `Bearer ${member.token}` };
    const answers = [
      await fetch(`${base}/api/user`, { headers: auth }),
      await fetch(`${base}/api/user`),
      await fetch(`${base}/`),
      await fetch(`${base}/images/reward-drink.svg`),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 200, 200]);
    for (const res of answers) {
      for (const [name, value] of securityHeaderList(['https://shop.example'])) {
        expect(res.headers.get(name), `${res.url} ${name}`).toBe(value);
      }
    }
    expect(answers[0]?.headers.get('content-type')).toBe('application/json');
    expect(await answers[0]?.json()).toMatchObject({ id: member.userId });
  });

  it('no API answer may be stored: Cache-Control no-store on every /api/ answer, errors too', async () => {
    const member = await insertMember(t());
    const auth = { authorization: `Bearer ${member.token}` };
    const api = [
      await fetch(`${base}/api/user`, { headers: auth }),
      await fetch(`${base}/api/user`),
      await fetch(`${base}/api/no-such-call`, { headers: auth }),
      await fetch(`${base}/api/authorization/login`, { method: 'POST' }),
    ];
    expect(api.map((res) => res.status)).toEqual([200, 401, 404, 400]);
    for (const res of api) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
    const page = await fetch(`${base}/`);
    expect(page.headers.get('cache-control')).not.toBe('no-store');
  });

  it("lets scripts come only from this origin and LINE's static host, and no site frame the app", async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('script-src')).toBe("'self' https://static.line-scdn.net");
    expect(directives.get('connect-src')).toBe("'self' https://api.line.me https://shop.example");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('default-src')).toBe("'self'");
  });

  it('CORS for a listed origin, none for others, and gzip when accepted', async () => {
    const member = await insertMember(t());
    const auth = { authorization: `Bearer ${member.token}` };
    const listed = await fetch(`${base}/api/user`, {
      headers: { ...auth, origin: 'https://shop.example' },
    });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(listed.headers.get('vary')).toContain('Origin');
    const other = await fetch(`${base}/api/user`, {
      headers: { ...auth, origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const zipped = await fetch(`${base}/api/rewards`, {
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(Array.isArray(await zipped.json())).toBe(true);
  });
});
