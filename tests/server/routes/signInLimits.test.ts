import { expect, it } from 'vitest';
import { call, forEachDatabase, testConfig, uniqueLineId } from '../helpers.ts';

const SIGN_INS = ['login', 'createuser', 'register', 'cancel'] as const;

forEachDatabase('sign-in limits', (t) => {
  it('every sign-in call counts per LINE user, whichever call it is (429 TOO_MANY_SIGN_INS)', async () => {
    const app = t().makeApp({ limits: { signInPerLineUserPerMinute: 4 } });
    const lineUserId = uniqueLineId();
    const form = { lineUserId, idToken: 'mock-id-token' };
    const statuses = [];
    for (const path of SIGN_INS) {
      const res = await call(app, 'POST', `/api/authorization/${path}`, { form });
      statuses.push(res.status);
    }
    // register's 400 (its other fields are missing) is refused before the limit counts it.
    expect(statuses).toEqual([401, 200, 400, 200]);
    const fourth = await call(app, 'POST', '/api/authorization/login', { form });
    expect(fourth.status).toBe(401);
    const fifth = await call(app, 'POST', '/api/authorization/createuser', { form });
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toMatchObject({ code: 'TOO_MANY_SIGN_INS' });
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another LINE user is not held back by this one.
    const other = await call(app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId: uniqueLineId(), idToken: 'mock-id-token' },
    });
    expect(other.status).toBe(200);
  });

  it('counts per client address, made-up LINE users included, before any ID token is checked', async () => {
    const app = t().makeApp({
      config: testConfig({ TRUST_PROXY: '127.0.0.1' }),
      limits: { signInPerAddressPerMinute: 3 },
    });
    const from = (address: string) =>
      call(app, 'POST', '/api/authorization/login', {
        form: { lineUserId: uniqueLineId(), idToken: 'junk' },
        headers: { 'x-forwarded-for': address },
        socket: '127.0.0.1',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from('203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await from('203.0.113.8')).status).toBe(401);
  });

  it('a forged X-Forwarded-For from a client that is not a listed proxy changes nothing', async () => {
    const app = t().makeApp({
      config: testConfig({ TRUST_PROXY: '10.0.0.0/8' }),
      limits: { signInPerAddressPerMinute: 2 },
    });
    const forged = (fake: string) =>
      call(app, 'POST', '/api/authorization/login', {
        form: { lineUserId: uniqueLineId(), idToken: 'junk' },
        headers: { 'x-forwarded-for': fake },
        socket: '198.51.100.20',
      });
    const statuses = [];
    for (const fake of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      statuses.push((await forged(fake)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});
