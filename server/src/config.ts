export type AuthMode = 'mock' | 'line';

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  authMode: AuthMode;
  lineChannelId: string;
  lineVerifyUrl: string;
  jwtSecret: string;
  smsMode: 'console';
  corsOrigins: string[];
  staticDir: string;
  dataDir: string;
  production: boolean;
}

export class ConfigError extends Error {}

const DEV_JWT_SECRET = 'dev-only-secret-for-mock-mode-never-in-production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const authMode = env.AUTH_MODE?.trim() || 'mock';
  if (authMode !== 'mock' && authMode !== 'line') {
    throw new ConfigError(`AUTH_MODE must be "mock" or "line", not "${authMode}".`);
  }
  if (authMode === 'mock' && production) {
    throw new ConfigError('AUTH_MODE=mock is refused when NODE_ENV=production.');
  }
  const lineChannelId = env.LINE_CHANNEL_ID?.trim() ?? '';
  if (authMode === 'line' && !lineChannelId) {
    throw new ConfigError('AUTH_MODE=line needs LINE_CHANNEL_ID.');
  }
  const jwtSecret = env.JWT_SECRET ?? (authMode === 'mock' ? DEV_JWT_SECRET : '');
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be set and at least 32 characters long.');
  }
  const smsMode = env.SMS_MODE?.trim() || 'console';
  if (smsMode !== 'console') {
    throw new ConfigError(`SMS_MODE "${smsMode}" is not supported; use "console".`);
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${env.PORT}".`);
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    authMode,
    lineChannelId,
    lineVerifyUrl: env.LINE_VERIFY_URL?.trim() || 'https://api.line.me/oauth2/v2.1/verify',
    jwtSecret,
    smsMode,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    staticDir: env.STATIC_DIR?.trim() || 'dist',
    dataDir: env.DATA_DIR?.trim() || './.data',
    production,
  };
}
