import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.ts';

const line = {
  AUTH_MODE: 'line',
  LINE_CHANNEL_ID: '1',
  JWT_SECRET: 'k9#Vq2!xR7@mZ4$wL1%tB8^nC3&pH6*d',
};
const production = {
  ...line,
  NODE_ENV: 'production',
  SMS_MODE: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  SMS_WEBHOOK_SECRET: 'Qw8!eR2@tY6#uI0$oP4%aS7^dF1&gH5*j',
};

describe('config', () => {
  it('mock sign-in, console SMS and demo data only when asked for; port 3000, dist and ./.data', () => {
    expect(loadConfig({ AUTH_MODE: 'mock' })).toMatchObject({
      environment: 'development',
      production: false,
      port: 3000,
      host: '127.0.0.1',
      authMode: 'mock',
      seedDemo: false,
      sms: { mode: 'console' },
      databaseUrl: undefined,
      staticDir: 'dist',
      dataDir: './.data',
      lineVerifyUrl: 'https://api.line.me/oauth2/v2.1/verify',
      corsOrigins: [],
    });
    expect(loadConfig({ AUTH_MODE: 'mock', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ AUTH_MODE: 'mock', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(line).host).toBeUndefined();
  });

  it('signs in with LINE unless told otherwise, and says what that needs', () => {
    expect(() => loadConfig({})).toThrow(/AUTH_MODE=line \(the default\) needs LINE_CHANNEL_ID/);
    expect(loadConfig(line).authMode).toBe('line');
  });

  it('reads every spelling of production as production, and refuses a NODE_ENV it does not know', () => {
    for (const value of ['production', 'Production', 'PRODUCTION', 'prod', ' Prod ']) {
      expect(loadConfig({ ...production, NODE_ENV: value }).production).toBe(true);
      expect(() => loadConfig({ AUTH_MODE: 'mock', NODE_ENV: value })).toThrow(
        /AUTH_MODE=mock is refused when NODE_ENV=production/,
      );
    }
    expect(loadConfig({ AUTH_MODE: 'mock', NODE_ENV: 'test' }).environment).toBe('test');
    expect(() => loadConfig({ AUTH_MODE: 'mock', NODE_ENV: 'prodution' })).toThrow(
      /NODE_ENV must be/,
    );
  });

  it('refuses in production: demo data, console SMS, no SMS mode, a weak or public secret', () => {
    expect(loadConfig(production).sms).toEqual({
      mode: 'webhook',
      url: 'https://sms.example/send',
      secret: production.SMS_WEBHOOK_SECRET,
      countryCode: '66',
    });
    expect(() => loadConfig({ ...production, SEED_DEMO: '1' })).toThrow(/SEED_DEMO=1 is refused/);
    expect(() => loadConfig({ ...production, SMS_MODE: 'console' })).toThrow(
      /SMS_MODE=console is refused/,
    );
    expect(() => loadConfig({ ...production, SMS_MODE: '' })).toThrow(/SMS_MODE must be set/);
    const weak: [string, RegExp][] = [
      ['dev-only-secret-for-mock-mode-never-in-production', /written in this repository/],
      ['a'.repeat(32), /repeats one character/],
      ['abababababababababababababababab', /repeats 2 characters/],
      ['short-but-random-9#x', /at least 32 characters/],
    ];
    for (const [secret, reason] of weak) {
      expect(() => loadConfig({ ...production, JWT_SECRET: secret })).toThrow(reason);
    }
    expect(() => loadConfig({ ...production, CODE_SECRET: 'b'.repeat(40) })).toThrow(
      /CODE_SECRET is refused in production/,
    );
    // Outside production the same secret starts, with a warning.
    expect(loadConfig({ ...line, JWT_SECRET: 'a'.repeat(32) }).warnings).toEqual([
      expect.stringContaining('JWT_SECRET would be refused in production'),
    ]);
  });

  it('takes Twilio or a webhook for SMS, https in production', () => {
    const twilio = {
      SMS_MODE: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    };
    expect(loadConfig({ ...production, ...twilio }).sms).toMatchObject({
      mode: 'twilio',
      apiBase: 'https://api.twilio.com',
      sender: { from: '+15005550006' },
    });
    expect(() =>
      loadConfig({ ...production, ...twilio, TWILIO_API_BASE: 'http://sms.example' }),
    ).toThrow(/TWILIO_API_BASE must be https in production/);
    // A gateway on this machine may speak plain HTTP: loopback never leaves the host.
    expect(
      loadConfig({ ...production, ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:9/' }).sms,
    ).toMatchObject({ apiBase: 'http://127.0.0.1:9' });
    expect(() =>
      loadConfig({ ...production, LINE_VERIFY_URL: 'http://line.example/verify' }),
    ).toThrow(/LINE_VERIFY_URL must be https in production/);
    expect(() => loadConfig({ ...production, ...twilio, TWILIO_FROM: '' })).toThrow(/TWILIO_FROM/);
    expect(() => loadConfig({ ...production, SMS_WEBHOOK_SECRET: 'x'.repeat(40) })).toThrow(
      /SMS_WEBHOOK_SECRET is too weak/,
    );
    expect(() => loadConfig({ AUTH_MODE: 'mock', SMS_MODE: 'pigeon' })).toThrow(ConfigError);
  });

  it('refuses bad values, each naming its setting', () => {
    expect(() => loadConfig({ AUTH_MODE: 'line', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /LINE_CHANNEL_ID/,
    );
    expect(() => loadConfig({ AUTH_MODE: 'line', LINE_CHANNEL_ID: '1' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ AUTH_MODE: 'magic' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: 'mock', PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: 'mock', SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ AUTH_MODE: 'mock', TLS_CERT: 'cert.pem' })).toThrow(
      /TLS_CERT and TLS_KEY go together/,
    );
    expect(() =>
      loadConfig({ AUTH_MODE: 'mock', TLS_CERT: 'no/such.pem', TLS_KEY: 'no/such.pem' }),
    ).toThrow(/TLS_CERT names a file that cannot be read/);
    expect(
      loadConfig({ ...production, CORS_ORIGINS: 'https://a.example, ,https://b.example' })
        .corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('warns at start of a TRUST_PROXY hop count, which trusts whoever stands that close', () => {
    expect(loadConfig({ AUTH_MODE: 'mock', TRUST_PROXY: '1' }).warnings).toEqual([
      expect.stringContaining('TRUST_PROXY=1 trusts the nearest 1 hop(s) whoever they are'),
    ]);
    expect(loadConfig({ AUTH_MODE: 'mock', TRUST_PROXY: '10.0.0.0/8, ::1' }).warnings).toEqual([]);
  });

  it('takes the log calls per minute from LOGS_PER_MINUTE, 60 unless set, a whole number', () => {
    expect(loadConfig({ AUTH_MODE: 'mock' }).logsPerMinute).toBe(60);
    expect(loadConfig({ AUTH_MODE: 'mock', LOGS_PER_MINUTE: ' 600 ' }).logsPerMinute).toBe(600);
    for (const bad of ['many', '0', '1.5', '100001'])
      expect(() => loadConfig({ AUTH_MODE: 'mock', LOGS_PER_MINUTE: bad })).toThrow(
        /LOGS_PER_MINUTE/,
      );
  });

  it('takes the sign-in limits per address and per LINE user, 120 and 10 a minute unless set', () => {
    const defaults = loadConfig({ AUTH_MODE: 'mock' });
    expect([defaults.signInPerMinute, defaults.signInPerLineUser]).toEqual([120, 10]);
    const raised = loadConfig({
      AUTH_MODE: 'mock',
      SIGN_IN_PER_MINUTE: '1000',
      SIGN_IN_PER_LINE_USER: '60',
    });
    expect([raised.signInPerMinute, raised.signInPerLineUser]).toEqual([1000, 60]);
    for (const bad of ['ten', '0', '2.5'])
      expect(() => loadConfig({ AUTH_MODE: 'mock', SIGN_IN_PER_LINE_USER: bad })).toThrow(
        /SIGN_IN_PER_LINE_USER/,
      );
  });

  it("takes the lab summary shown beside the field from LAB_SUMMARY, npm run lhci's unless set", () => {
    expect(loadConfig({ AUTH_MODE: 'mock' }).labSummary).toBe('reports/lighthouse/summary.json');
    expect(loadConfig({ AUTH_MODE: 'mock', LAB_SUMMARY: ' /srv/lab.json ' }).labSummary).toBe(
      '/srv/lab.json',
    );
  });
});
