// The production posture, started for real as a process (server/src/main.ts) the way docs/deploy.md
// starts it: NODE_ENV=production, LINE sign-in against a stand-in of LINE's verify endpoint, SMS
// through a stand-in of Twilio's API, an empty embedded database. Then tried as an attacker would.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../../scripts/serverProcess.mjs';
import { DEV_JWT_SECRET } from '../../../server/src/settings/secrets.ts';
import { CHANNEL_ID, lineIdToken, startLineAndTwilio } from './lineStandIn.ts';

const JWT_SECRET = randomBytes(32).toString('base64');

/** The server with only PATH and `env` set, as a fresh production host starts it; `output` holds
 *  all it has printed. */
function start(env: NodeJS.ProcessEnv, dataDir: string) {
  const output = { text: '' };
  const server = spawnServer({
    env: { PORT: '0', DATA_DIR: dataDir, STATIC_DIR: 'tests/server/fixtures/static', ...env },
    inheritEnv: false,
    echo: false,
    onOutput: (chunk) => {
      output.text += chunk.toString();
    },
  });
  // A refused start rejects `started`; the tests that expect one read the exit code instead.
  server.started.catch(() => undefined);
  return { ...server, output };
}

describe('a start that refuses to be unsafe', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-refused-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const line = {
    AUTH_MODE: 'line',
    LINE_CHANNEL_ID: CHANNEL_ID,
    JWT_SECRET,
    SMS_MODE: 'webhook',
    SMS_WEBHOOK_URL: 'https://sms.example/send',
    SMS_WEBHOOK_SECRET: randomBytes(32).toString('base64'),
  };
  // Every refusal's words are checked in config.test.ts; these are the ones a start must show.
  const cases: [string, NodeJS.ProcessEnv, RegExp][] = [
    [
      'mock sign-in, NODE_ENV=Production',
      { NODE_ENV: 'Production', AUTH_MODE: 'mock' },
      /AUTH_MODE=mock is refused when NODE_ENV=production/,
    ],
    [
      'no AUTH_MODE and no NODE_ENV: LINE sign-in, which needs its channel',
      {},
      /AUTH_MODE=line \(the default\) needs LINE_CHANNEL_ID/,
    ],
    [
      'demo data in production',
      { NODE_ENV: 'production', ...line, SEED_DEMO: '1' },
      /SEED_DEMO=1 is refused when NODE_ENV=production/,
    ],
    [
      'the development secret',
      { NODE_ENV: 'production', ...line, JWT_SECRET: DEV_JWT_SECRET },
      /JWT_SECRET is refused in production: it is written in this repository/,
    ],
    [
      'console SMS',
      { NODE_ENV: 'production', ...line, SMS_MODE: 'console' },
      /SMS_MODE=console is refused when NODE_ENV=production/,
    ],
  ];

  it('exits 1 with one line naming the setting and why', async () => {
    const runs = cases.map(async ([what, env, reason]) => {
      const { child, output } = start(env, dataDir);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      const lines = output.text.trim().split('\n');
      return { what, code, lines, reason };
    });
    for (const { what, code, lines, reason } of await Promise.all(runs)) {
      expect(code, what).toBe(1);
      expect(lines, what).toHaveLength(1);
      expect(lines[0], what).toMatch(/^Configuration error: /);
      expect(lines[0], what).toMatch(reason);
    }
  }, 120_000);

  it('mock sign-in listens on loopback only and says so', async () => {
    const { started, output, stop } = start({ AUTH_MODE: 'mock' }, dataDir);
    try {
      const port = new URL(await started).port;
      expect(output.text).toContain('sign-in MOCK (any ID token)');
      expect(output.text).toContain('listening on 127.0.0.1');
      expect(output.text).toContain('demo data off');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
      if (outside) {
        await expect(fetch(`http://${outside}:${port}/healthz`)).rejects.toThrow();
      }
    } finally {
      await stop('SIGKILL');
    }
  }, 60_000);
});

describe('the production posture, attacked', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-production-'));
  let line: Awaited<ReturnType<typeof startLineAndTwilio>>;
  let server: ReturnType<typeof start>;
  let base = '';

  beforeAll(async () => {
    line = await startLineAndTwilio();
    server = start(
      {
        NODE_ENV: 'production',
        AUTH_MODE: 'line',
        LINE_CHANNEL_ID: CHANNEL_ID,
        LINE_VERIFY_URL: `${line.origin}/oauth2/v2.1/verify`,
        JWT_SECRET,
        SMS_MODE: 'twilio',
        TWILIO_API_BASE: line.origin,
        TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
        TWILIO_AUTH_TOKEN: randomBytes(16).toString('hex'),
        TWILIO_FROM: '+15005550006',
        SIGN_IN_PER_MINUTE: '150',
      },
      dataDir,
    );
    base = await server.started;
  }, 90_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await line?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const api = async (
    method: string,
    path: string,
    options: {
      token?: string;
      fields?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.fields ? form(options.fields) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };

  let telCounter = 0;
  const newTel = () =>
    `08${String(Date.now() % 1e6).padStart(6, '0')}${String(telCounter++).padStart(2, '0')}`;

  /** A LINE user registers as the app does: createuser, a code by SMS, register. */
  async function register(lineUserId = `U${randomBytes(16).toString('hex')}`) {
    const idToken = lineIdToken(lineUserId);
    const tel = newTel();
    const created = await api('POST', '/api/authorization/createuser', {
      fields: { lineUserId, idToken },
    });
    expect(created.status).toBe(200);
    const otp = await api('POST', '/api/authorization/otp', {
      fields: { tel, lineUserId, idToken },
    });
    expect(otp.status).toBe(200);
    const sms = line.lastCode(tel);
    expect(sms?.ref).toBe(otp.body.otpRefCode);
    const registered = await api('POST', '/api/authorization/register', {
      fields: {
        otpCode: sms?.code ?? '',
        otpRefCode: otp.body.otpRefCode,
        userId: String(created.body.userId),
        lineUserId,
        lineDisplayname: 'Khun Test',
        linePictureUrl: '',
        firstname: 'Malee',
        lastname: 'Srisuk',
        tel,
        email: 'malee@example.com',
        consent1: 'true',
        consent2: 'false',
        birthDate: '1991-03-04',
        idToken,
      },
    });
    expect(registered.status).toBe(200);
    return {
      lineUserId,
      idToken,
      tel,
      userId: created.body.userId as number,
      token: registered.body.accessToken as string,
    };
  }

  it('prints its posture in one line', () => {
    const posture = server.output.text.split('\n').find((l) => l.startsWith('Posture:'));
    expect(posture).toBe(
      `Posture: production · sign-in LINE channel ${CHANNEL_ID} · SMS twilio · demo data off · database PGlite in ${dataDir} · rate limits in memory · Redis off · proxies trusted: none · listening on every address`,
    );
  });

  it('refuses the mock sign-in and has no demo data: no demo member, no demo code', async () => {
    const mock = await api('POST', '/api/authorization/login', {
      fields: { lineUserId: 'U-demo-0001', idToken: 'mock' },
    });
    expect(mock.status).toBe(401);
    expect(mock.body.error.code).toBe('INVALID_ID_TOKEN');
    const member = await register();
    for (const code of ['VIP1000', 'LUCKY777', 'DOUBLE500', 'SUMMER300']) {
      const entered = await api('POST', '/api/codes', { token: member.token, fields: { code } });
      expect(entered.status, code).toBe(404);
    }
    expect((await api('GET', '/api/rewards', { token: member.token })).body).toEqual([]);
  });

  it('junk sign-ins cost LINE nothing, and a forged one is limited per LINE user', async () => {
    const asked = line.verifyCalls.length;
    for (let i = 0; i < 40; i += 1) {
      const res = await api('POST', '/api/authorization/login', {
        fields: { lineUserId: `Ujunk${i}`, idToken: `junk-${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.status).toBe(401);
    }
    expect(line.verifyCalls.length).toBe(asked);
    const victim = `U${randomBytes(16).toString('hex')}`;
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await api('POST', '/api/authorization/login', {
        fields: { lineUserId: victim, idToken: lineIdToken(victim, { n: i }, 'forged') },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(line.verifyCalls.length).toBe(asked + 10);
  });

  it('accepts only its own, current tokens: not the development secret, not one without exp', async () => {
    const member = await register();
    const sign = (secret: string, withExp: boolean) => {
      const jwt = new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member.userId))
        .setIssuer('loyalty-api')
        .setAudience('loyalty-app')
        .setIssuedAt();
      if (withExp) jwt.setExpirationTime('1h');
      return jwt.sign(new TextEncoder().encode(secret));
    };
    expect(
      (await api('GET', '/api/user', { token: await sign(DEV_JWT_SECRET, true) })).status,
    ).toBe(401);
    expect((await api('GET', '/api/user', { token: await sign(JWT_SECRET, false) })).status).toBe(
      401,
    );
    expect((await api('GET', '/api/user', { token: await sign(JWT_SECRET, true) })).status).toBe(
      200,
    );
  });

  it('a new number needs a code sent to it, and revokes the old token', async () => {
    const member = await register();
    const tel = newTel();
    const fields = {
      firstname: 'Malee',
      lastname: 'Srisuk',
      email: 'malee@example.com',
      birthDate: '1991-03-04',
      tel,
    };
    const noCode = await api('PUT', '/api/user', { token: member.token, fields });
    expect(noCode.body.error).toMatchObject({ code: 'OTP_REQUIRED', field: 'otpCode' });
    const otp = await api('POST', '/api/authorization/otp', {
      token: member.token,
      fields: { tel },
    });
    expect(otp.status).toBe(200);
    const sms = line.lastCode(tel);
    const changed = await api('PUT', '/api/user', {
      token: member.token,
      fields: { ...fields, otpCode: sms?.code ?? '', otpRefCode: otp.body.otpRefCode },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect((await api('GET', '/api/user', { token: member.token })).status).toBe(401);
    expect((await api('GET', '/api/user', { token: changed.body.accessToken })).body.tel).toBe(tel);
  });

  it('an SMS the provider refuses answers 503 and spends nothing', async () => {
    const lineUserId = `U${randomBytes(16).toString('hex')}`;
    const idToken = lineIdToken(lineUserId);
    await api('POST', '/api/authorization/createuser', { fields: { lineUserId, idToken } });
    const tel = newTel();
    line.state.smsDown = true;
    try {
      const failed = await api('POST', '/api/authorization/otp', {
        fields: { tel, lineUserId, idToken },
      });
      expect(failed.status).toBe(503);
      expect(failed.body.error.code).toBe('SMS_UNAVAILABLE');
      expect(failed.headers.get('retry-after')).toBe('5');
    } finally {
      line.state.smsDown = false;
    }
    // No cooldown was started: the customer asks again at once.
    const sent = await api('POST', '/api/authorization/otp', {
      fields: { tel, lineUserId, idToken },
    });
    expect(sent.status).toBe(200);
  });

  it('refuses a control character with 400 at the field before any handler', async () => {
    const member = await register();
    const res = await api('PUT', '/api/user', {
      token: member.token,
      fields: {
        firstname: 'Ma\u0000lee',
        lastname: 'Srisuk',
        email: 'malee@example.com',
        birthDate: '1991-03-04',
        tel: member.tel,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'firstname' });
  });

  it('answers with no-store on the API and a CSP that allows scripts only from here and LINE', async () => {
    const member = await register();
    const res = await fetch(`${base}/api/user`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain(
      "script-src 'self' https://static.line-scdn.net;",
    );
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('never wrote a code, a token, a phone number or a name to its log', async () => {
    await register();
    const log = server.output.text;
    for (const { to, body } of line.sms) {
      expect(log).not.toContain(/code is (\d{6})/.exec(body)?.[1]);
      expect(log).not.toContain(to.slice(3));
    }
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    for (const secret of ['Malee', 'Srisuk', 'malee@example.com', JWT_SECRET]) {
      expect(log).not.toContain(secret);
    }
  });

  // Last: it spends this address's sign-in allowance.
  it('trusts no X-Forwarded-For without TRUST_PROXY: a forged address gets no new allowance', async () => {
    const statuses = [];
    for (let i = 0; i < 160; i += 1) {
      const res = await api('POST', '/api/authorization/login', {
        fields: { lineUserId: `Uaddr${i}`, idToken: 'junk' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
