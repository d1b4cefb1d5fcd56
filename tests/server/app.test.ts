import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { call, forEachDatabase, insertMember, testConfig } from './helpers.ts';

forEachDatabase('http', (t) => {
  it('GET /healthz answers {ok:true}', async () => {
    const res = await call(t().app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('unknown /api paths answer 404 JSON, never index.html', async () => {
    for (const path of ['/api/nope', '/api', '/api/user/nope/deeper']) {
      const res = await call(t().app, 'GET', path);
      expect(res.status, path).toBe(path === '/api/user/nope/deeper' ? 401 : 404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const member = await insertMember(t());
    const deeper = await call(t().app, 'GET', '/api/user/nope/deeper', { token: member.token });
    expect(deeper.status).toBe(404);
    expect(deeper.body.error.code).toBe('NOT_FOUND');
  });

  it('every path under a member prefix, known or not, answers 401 without a token', async () => {
    const prefixes = 'user rewards codes questionnaire home campaigns contents products'.split(' ');
    for (const prefix of prefixes) {
      for (const path of [`/api/${prefix}`, `/api/${prefix}/nope`]) {
        const res = await call(t().app, 'GET', path);
        expect(res.status, path).toBe(401);
        expect(res.body.error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('serves hashed assets for a year, index.html and latest.json uncached, routes fall back', async () => {
    const app = t().app;
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const latest = await app.request('/builds/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/', '/index.html', '/redeem/3', '/profile/history/code?x=1']) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="app">');
    }
    expect((await app.request('/assets/missing-000.js')).status).toBe(404);
  });

  it("serves a route's own page where the build made one, uncached, compressed", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'profile'));
    const index = '<html><head></head><body><div id="app"></div></body></html>';
    const profile = index.replace(
      '</head>',
      '<link rel="modulepreload" href="/assets/Profile-abc.js"></head>',
    );
    writeFileSync(join(dir, 'index.html'), index);
    writeFileSync(join(dir, 'profile/index.html'), profile);
    writeFileSync(join(dir, 'profile/index.html.br'), brotliCompressSync(profile));
    const app = t().makeApp({ config: testConfig({ STATIC_DIR: dir }) });

    for (const path of ['/profile', '/profile/', '/profile?tab=2']) {
      const res = await app.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(body, path).toBe(profile);
    }
    // A route without a page of its own still gets index.html.
    const other = await app.request('/profile/update');
    expect(other.headers.get('cache-control')).toBe('no-cache');
    expect(await other.text()).toBe(index);
  });

  it("sends the build's brotli or gzip copy of an asset to a client that accepts it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dir, 'assets'));
    const source = Buffer.from(`export const words = ${JSON.stringify('loyal '.repeat(500))};\n`);
    const file = join(dir, 'assets/app-abc123.js');
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
    const app = t().makeApp({ config: testConfig({ STATIC_DIR: dir }) });
    const get = (acceptEncoding?: string) =>
      app.request('/assets/app-abc123.js', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(await body(br))).toEqual(source);

    const gz = await get('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz))).toEqual(source);

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await body(plain)).toEqual(source);
  });

  it('serves the demo images as SVG', async () => {
    const res = await t().app.request('/images/reward-drink.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await t().app.request('/images/nope.svg')).status).toBe(404);
  });

  it('sets security headers with a CSP that allows LINE', async () => {
    const res = await t().app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://static.line-scdn.net;");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self' https://api.line.me;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large responses', async () => {
    const member = await insertMember(t());
    const res = await t().app.request('/api/rewards', {
      headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('CORS only for the listed origins', async () => {
    const app = t().makeApp({
      config: testConfig({ CORS_ORIGINS: 'https://shop.example, https://b.example' }),
    });
    const preflight = await app.request('/api/user', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://shop.example');
    const other = await app.request('/healthz', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const api = await app.request('/api/user', { headers: { origin: 'https://evil.example' } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });
});
