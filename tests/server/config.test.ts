import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.ts';

describe('config', () => {
  it('defaults to mock auth, port 3000, dist and ./.data', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      authMode: 'mock',
      databaseUrl: undefined,
      staticDir: 'dist',
      dataDir: './.data',
      lineVerifyUrl: 'https://api.line.me/oauth2/v2.1/verify',
      corsOrigins: [],
    });
  });

  it('refuses mock auth in production, line mode without channel or secret, bad values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: 'line', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /LINE_CHANNEL_ID/,
    );
    expect(() => loadConfig({ AUTH_MODE: 'line', LINE_CHANNEL_ID: '1' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ AUTH_MODE: 'magic' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_MODE: 'twilio' })).toThrow(ConfigError);
    expect(() => loadConfig({ TLS_CERT: 'cert.pem' })).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => loadConfig({ TLS_CERT: 'no/such.pem', TLS_KEY: 'no/such.pem' })).toThrow(
      /TLS_CERT names a file that cannot be read/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_MODE: 'line',
        LINE_CHANNEL_ID: '1',
        JWT_SECRET: 'x'.repeat(32),
        CORS_ORIGINS: 'https://a.example, ,https://b.example',
      }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('takes the log calls per minute from LOGS_PER_MINUTE, 60 unless set, a whole number', () => {
    expect(loadConfig({}).logsPerMinute).toBe(60);
    expect(loadConfig({ LOGS_PER_MINUTE: ' 600 ' }).logsPerMinute).toBe(600);
    for (const bad of ['many', '0', '1.5', '100001'])
      expect(() => loadConfig({ LOGS_PER_MINUTE: bad })).toThrow(/LOGS_PER_MINUTE/);
  });
});
