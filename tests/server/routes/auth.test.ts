import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../server/src/services/accessToken.ts';
import {
  call,
  forEachDatabase,
  insertMember,
  registerUser,
  testConfig,
  uniqueLineId,
  validProfile,
} from '../helpers.ts';

forEachDatabase('authorization', (t) => {
  it('createuser is idempotent and login answers NOT_REGISTERED until register', async () => {
    const { app } = t();
    const lineUserId = uniqueLineId();
    const form = { lineUserId, idToken: 'mock-id-token' };
    const first = await call(app, 'POST', '/api/authorization/createuser', { form });
    const second = await call(app, 'POST', '/api/authorization/createuser', { form });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ userId: expect.any(Number) });
    expect(second.body.userId).toBe(first.body.userId);
    const login = await call(app, 'POST', '/api/authorization/login', { form });
    expect(login.status).toBe(401);
    expect(login.body.error.code).toBe('NOT_REGISTERED');
  });

  it('login answers 401 UNKNOWN_USER for an unknown LINE user', async () => {
    const res = await call(t().app, 'POST', '/api/authorization/login', {
      form: { lineUserId: uniqueLineId(), idToken: 'mock-id-token' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNKNOWN_USER');
  });

  it('mock mode refuses an idToken that does not start with "mock"', async () => {
    const res = await call(t().app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId: uniqueLineId(), idToken: 'id_token' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_ID_TOKEN');
  });

  it("mock mode checks the sub of the mock LIFF's structured token", async () => {
    const claims = (sub: string) =>
      `mock.${Buffer.from(JSON.stringify({ sub, exp: 9e9 })).toString('base64url')}`;
    const lineUserId = uniqueLineId();
    const ok = await call(t().app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId, idToken: claims(lineUserId) },
    });
    expect(ok.status).toBe(200);
    const other = await call(t().app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId, idToken: claims('U-someone-else') },
    });
    expect(other.status).toBe(401);
    expect(other.body.error.code).toBe('INVALID_ID_TOKEN');
  });

  it('login and createuser need lineUserId and idToken', async () => {
    const noLine = await call(t().app, 'POST', '/api/authorization/login', {
      form: { lineUserId: '', idToken: 'mock' },
    });
    expect(noLine.status).toBe(400);
    expect(noLine.body.error).toMatchObject({ code: 'VALIDATION', field: 'lineUserId' });
    const noToken = await call(t().app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId: 'U1' },
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error).toMatchObject({ code: 'VALIDATION', field: 'idToken' });
  });

  it('register answers a token that opens /api/user, and login works afterwards', async () => {
    const ctx = t();
    const user = await registerUser(ctx);
    const me = await call(ctx.app, 'GET', '/api/user', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: user.userId,
      lineUserId: user.lineUserId,
      lineDisplayName: 'Somchai',
      registered: true,
      points: 0,
      personalInfoConsent: true,
      tel: user.tel,
      birthDate: '1990-05-17',
    });
    const login = await call(ctx.app, 'POST', '/api/authorization/login', {
      form: { lineUserId: user.lineUserId, idToken: 'mock-id-token' },
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ userId: user.userId, accessToken: expect.any(String) });
  });

  it('register takes a name in Thai script and reads it back unchanged', async () => {
    const ctx = t();
    const user = await registerUser(ctx, { firstname: 'สมชาย', lastname: 'ใจดี' });
    const me = await call(ctx.app, 'GET', '/api/user', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstname: 'สมชาย', lastname: 'ใจดี', registered: true });
  });

  it('register refuses a lineUserId that does not match the userId row', async () => {
    const ctx = t();
    const created = await call(ctx.app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId: uniqueLineId(), idToken: 'mock-id-token' },
    });
    const res = await call(ctx.app, 'POST', '/api/authorization/register', {
      form: {
        otpCode: '123456',
        otpRefCode: 'ABC123',
        userId: created.body.userId,
        lineUserId: 'Usomeoneelse',
        lineDisplayname: 'X',
        linePictureUrl: '',
        firstname: 'A',
        lastname: 'B',
        tel: '0811111111',
        email: 'a@b.co',
        consent1: true,
        consent2: false,
        birthDate: '1990-01-01',
      },
    });
    expect(res.status).toBe(401);
  });

  it('a second register for the same user answers 409 ALREADY_REGISTERED', async () => {
    const ctx = t();
    const user = await registerUser(ctx);
    const res = await call(ctx.app, 'POST', '/api/authorization/register', {
      form: {
        otpCode: '123456',
        otpRefCode: 'ABC123',
        userId: user.userId,
        lineUserId: user.lineUserId,
        firstname: 'A',
        lastname: 'B',
        tel: '0811111112',
        email: 'a@b.co',
        consent1: true,
        birthDate: '1990-01-01',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ALREADY_REGISTERED');
  });

  it('register answers 409 TEL_TAKEN for a number another member has', async () => {
    const ctx = t();
    const first = await registerUser(ctx);
    const created = await call(ctx.app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId: 'Utel-taken', idToken: 'mock-id-token' },
    });
    const res = await call(ctx.app, 'POST', '/api/authorization/register', {
      form: {
        otpCode: '123456',
        otpRefCode: 'ABC123',
        userId: created.body.userId,
        lineUserId: 'Utel-taken',
        firstname: 'A',
        lastname: 'B',
        tel: first.tel,
        email: 'a@b.co',
        consent1: true,
        birthDate: '1990-01-01',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'TEL_TAKEN', field: 'tel' });
  });

  it('cancel drops an unfinished registration but keeps a registered user', async () => {
    const ctx = t();
    const lineUserId = uniqueLineId();
    const created = await call(ctx.app, 'POST', '/api/authorization/createuser', {
      form: { lineUserId, idToken: 'mock-id-token' },
    });
    const cancel = await call(ctx.app, 'POST', '/api/authorization/cancel', {
      form: { userId: created.body.userId, lineUserId },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ ok: true });
    const gone = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', created.body.userId)
      .execute();
    expect(gone).toHaveLength(0);

    const member = await registerUser(ctx);
    const kept = await call(ctx.app, 'POST', '/api/authorization/cancel', { token: member.token });
    expect(kept.body).toEqual({ ok: true });
    expect((await call(ctx.app, 'GET', '/api/user', { token: member.token })).status).toBe(200);

    const empty = await call(ctx.app, 'POST', '/api/authorization/cancel');
    expect(empty.status).toBe(200);
  });

  it('user calls need a valid, unexpired Bearer token', async () => {
    const ctx = t();
    expect((await call(ctx.app, 'GET', '/api/user')).body.error.code).toBe('UNAUTHORIZED');
    expect((await call(ctx.app, 'GET', '/api/user', { token: 'nonsense' })).status).toBe(401);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-chars'));
    expect((await call(ctx.app, 'GET', '/api/user', { token: forged })).status).toBe(401);
    const member = await insertMember(ctx);
    // Signed with the right secret, but not an access token of this server: each claim counts.
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const made = (omit: string) => {
      const jwt = new SignJWT(omit === 'ver' ? {} : { ver: 0 }).setProtectedHeader({
        alg: 'HS256',
      });
      jwt.setSubject(String(member.userId));
      if (omit !== 'iss') jwt.setIssuer(TOKEN_ISSUER);
      if (omit !== 'aud') jwt.setAudience(TOKEN_AUDIENCE);
      if (omit !== 'iat') jwt.setIssuedAt();
      if (omit !== 'exp') jwt.setExpirationTime('1h');
      return jwt.sign(key);
    };
    for (const omit of ['exp', 'iss', 'aud', 'iat', 'ver']) {
      const res = await call(ctx.app, 'GET', '/api/user', { token: await made(omit) });
      expect(res.status, `a token without ${omit}`).toBe(401);
    }
    expect((await call(ctx.app, 'GET', '/api/user', { token: await made('') })).status).toBe(200);
    const [, payload] = member.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await call(ctx.app, 'GET', '/api/user', { token: unsigned })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/user', { token: member.token })).status).toBe(200);
    ctx.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const expired = await call(ctx.app, 'GET', '/api/user', { token: member.token });
      expect(expired.status).toBe(401);
    } finally {
      ctx.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
  });

  it('a token of a deleted user answers 401', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    await ctx.db.deleteFrom('users').where('id', '=', member.userId).execute();
    expect((await call(ctx.app, 'GET', '/api/user', { token: member.token })).status).toBe(401);
  });
});

describe('authorization in line mode', () => {
  const CHANNEL = '1650000000';
  const config = testConfig({
    AUTH_MODE: 'line',
    LINE_CHANNEL_ID: CHANNEL,
    JWT_SECRET: 'a-test-secret-that-is-long-enough-123',
    LINE_VERIFY_URL: 'http://verify.test/oauth2/v2.1/verify',
  });
  /** A LINE ID token as the SDK holds it: JWT-shaped; `signedBy` stands for its signature, which
   *  only LINE's verify endpoint checks ('line' passes there). */
  const idToken = (claims: Record<string, unknown> = {}, signedBy = 'line') => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = {
      iss: 'https://access.line.me',
      sub: 'U1',
      aud: CHANNEL,
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...claims,
    };
    return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(payload)}.${signedBy}`;
  };
  const calls: Record<string, string>[] = [];
  const fake = new Hono().post('/oauth2/v2.1/verify', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    calls.push(form);
    const [, payload, signature] = (form.id_token ?? '').split('.');
    if (signature !== 'line') {
      return c.json({ error: 'invalid_request', error_description: 'Invalid IdToken.' }, 400);
    }
    return c.json(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()));
  });
  const fakeFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    fake.fetch(new Request(input, init))) as typeof fetch;

  forEachDatabase('line verify', (t) => {
    const app = () => t().makeApp({ config, fetch: fakeFetch });

    it('accepts a token LINE verifies for the same user and sends channel id', async () => {
      // A token of its own: one LINE confirmed is remembered (services/lineIdToken.ts), and the
      // other database's run of this test may have sent the very same token in the same second.
      const token = idToken({ nonce: Math.random() });
      const res = await call(app(), 'POST', '/api/authorization/createuser', {
        form: { lineUserId: 'U1', idToken: token },
      });
      expect(res.status).toBe(200);
      expect(calls.at(-1)).toEqual({ id_token: token, client_id: CHANNEL });
    });

    it('rejects a lineUserId that is not the token sub', async () => {
      const res = await call(app(), 'POST', '/api/authorization/login', {
        form: { lineUserId: 'U2', idToken: idToken() },
      });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('INVALID_ID_TOKEN');
    });

    it('refuses junk, expired, foreign and mock tokens without asking LINE; LINE refuses a forged one', async () => {
      const asked = calls.length;
      const junk = [
        'bad',
        'mock-id-token',
        idToken({ aud: '999' }),
        idToken({ iss: 'https://evil.example' }),
        idToken({ exp: Math.floor(Date.now() / 1000) - 1 }),
        idToken({ exp: undefined }),
        idToken({ sub: 'U2' }),
      ];
      for (const token of junk) {
        const res = await call(app(), 'POST', '/api/authorization/createuser', {
          form: { lineUserId: 'U1', idToken: token },
        });
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('INVALID_ID_TOKEN');
      }
      expect(calls.length).toBe(asked);
      const forged = await call(app(), 'POST', '/api/authorization/createuser', {
        form: { lineUserId: 'U1', idToken: idToken({}, 'forged') },
      });
      expect(forged.status).toBe(401);
      expect(calls.length).toBe(asked + 1);
    });

    it('asks LINE once per ID token: a retry with the same token is answered from memory', async () => {
      const token = idToken({ sub: 'U-once', nonce: Math.random() });
      const before = calls.length;
      for (let i = 0; i < 3; i += 1) {
        const res = await call(app(), 'POST', '/api/authorization/createuser', {
          form: { lineUserId: 'U-once', idToken: token },
        });
        expect(res.status).toBe(200);
      }
      expect(calls.length).toBe(before + 1);
    });

    it('requires a verified ID token to register, cancel or ask for a code, since no access token exists yet', async () => {
      const token = idToken();
      const created = await call(app(), 'POST', '/api/authorization/createuser', {
        form: { lineUserId: 'U1', idToken: token },
      });
      const userId = created.body.userId as number;
      const register = await call(app(), 'POST', '/api/authorization/register', {
        form: {
          ...validProfile(),
          otpCode: '123456',
          otpRefCode: 'ABC123',
          userId,
          lineUserId: 'U1',
          lineDisplayname: 'U',
          linePictureUrl: 'https://profile.line-scdn.net/u',
          consent1: true,
          consent2: false,
        },
      });
      expect(register.status).toBe(401);
      expect(register.body.error.code).toBe('INVALID_ID_TOKEN');

      for (const form of [{ tel: '0812345670' }, { tel: '0812345670', lineUserId: 'U1' }]) {
        const otp = await call(app(), 'POST', '/api/authorization/otp', { form });
        expect(otp.status).toBe(401);
      }
      const otp = await call(app(), 'POST', '/api/authorization/otp', {
        form: { tel: '0812345670', lineUserId: 'U1', idToken: token },
      });
      expect(otp.status).toBe(200);

      const cancel = await call(app(), 'POST', '/api/authorization/cancel', {
        form: { userId, lineUserId: 'U1' },
      });
      expect(cancel.status).toBe(401);
      const kept = await t().db.selectFrom('users').select('id').where('id', '=', userId).execute();
      expect(kept).toHaveLength(1);

      const verified = await call(app(), 'POST', '/api/authorization/cancel', {
        form: { userId, lineUserId: 'U1', idToken: token },
      });
      expect(verified.status).toBe(200);
      const gone = await t().db.selectFrom('users').select('id').where('id', '=', userId).execute();
      expect(gone).toHaveLength(0);
    });

    it('answers 502 when LINE cannot be reached', async () => {
      const down = t().makeApp({
        config,
        fetch: (async () => {
          throw new TypeError('fetch failed');
        }) as typeof fetch,
      });
      const res = await call(down, 'POST', '/api/authorization/login', {
        form: { lineUserId: 'U-down', idToken: idToken({ sub: 'U-down' }) },
      });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('LINE_UNAVAILABLE');
    });
  });
});
