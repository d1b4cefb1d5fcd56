import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { readDataSettings } from '../../server/src/settings/dataSettings.ts';
import { pointsCodeKeyOf } from '../../server/src/settings/secrets.ts';

const JWT_SECRET = 'k9#Vq2!xR7@mZ4$wL1%tB8^nC3&pH6*d';
const CODE_SECRET = 'Zq7#mV2$xL9!pR4&tW8*bN3^cH6@kJ1%';
const server = {
  NODE_ENV: 'production',
  AUTH_MODE: 'line',
  LINE_CHANNEL_ID: '1',
  JWT_SECRET,
  SMS_MODE: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  SMS_WEBHOOK_SECRET: 'Qw8!eR2@tY6#uI0$oP4%aS7^dF1&gH5*j',
};

describe('the settings the command-line tools read', () => {
  it('hash codes with the key the server looks them up with, and need nothing of LINE or SMS', () => {
    expect(readDataSettings({ NODE_ENV: 'production', JWT_SECRET })).toEqual({
      databaseUrl: undefined,
      dataDir: './.data',
      codeKey: pointsCodeKeyOf(loadConfig(server)),
      warnings: [],
    });
    expect(readDataSettings({ NODE_ENV: 'production', CODE_SECRET }).codeKey).toEqual(
      pointsCodeKeyOf(loadConfig({ ...server, CODE_SECRET })),
    );
    expect(readDataSettings({ CODE_SECRET }).codeKey).not.toEqual(
      readDataSettings({ JWT_SECRET }).codeKey,
    );
    // npm start's server: mock sign-in and the development secret.
    expect(readDataSettings({ AUTH_MODE: 'mock' }).codeKey).toEqual(
      pointsCodeKeyOf(loadConfig({ AUTH_MODE: 'mock' })),
    );
    expect(
      readDataSettings({ JWT_SECRET, DATABASE_URL: ' postgres://db/loyalty ', DATA_DIR: '/x' }),
    ).toMatchObject({ databaseUrl: 'postgres://db/loyalty', dataDir: '/x' });
  });

  it('refuse what the server refuses, and say which secret they need', () => {
    expect(() => readDataSettings({})).toThrow(
      /Set CODE_SECRET, or JWT_SECRET when CODE_SECRET is unset/,
    );
    expect(() => readDataSettings({ NODE_ENV: 'production', AUTH_MODE: 'mock' })).toThrow(
      /AUTH_MODE=mock is refused/,
    );
    expect(() => readDataSettings({ NODE_ENV: 'production', CODE_SECRET: 'c'.repeat(40) })).toThrow(
      /CODE_SECRET is refused in production: it repeats one character/,
    );
    expect(() => readDataSettings({ CODE_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(readDataSettings({ JWT_SECRET: 'a'.repeat(32) }).warnings).toEqual([
      expect.stringContaining('JWT_SECRET would be refused in production'),
    ]);
  });
});
