import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
export type AuthMode = 'mock' | 'line';

export interface Limits {
  /** Wrong codes a user may enter per minute before POST /api/codes answers 429. */
  codeFailuresPerMinute: number;
  /** Log calls per user (or per IP without a token) per minute. */
  logsPerMinute: number;
  /** OTP requests per IP per ten minutes, against SMS pumping. */
  otpPerIpPer10Minutes: number;
}

export const DEFAULT_LIMITS: Limits = {
  codeFailuresPerMinute: 5,
  logsPerMinute: 60,
  otpPerIpPer10Minutes: 20,
};

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  /** When set, the rate limits live in Redis (ahead of PostgreSQL) so every instance shares them. */
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  /** Worker processes main.ts forks on one port; more than 1 needs PostgreSQL. */
  webConcurrency: number;
  authMode: AuthMode;
  lineChannelId: string;
  lineVerifyUrl: string;
  jwtSecret: string;
  smsMode: 'console';
  corsOrigins: string[];
  staticDir: string;
  dataDir: string;
  production: boolean;
  /** PEM certificate chain and key: the server speaks HTTPS, HTTP/2 with HTTP/1.1 by ALPN. */
  tls: { cert: string; key: string } | undefined;
  /** Opens the operator's page and GET /api/ops/*; both answer 404 while it is unset. */
  opsToken: string | undefined;
  /** Days field Web Vitals are kept (VITALS_DAYS, default 30). */
  vitalsDays: number;
  /** Log calls a client may make per minute (LOGS_PER_MINUTE, default 60): per user, or per
   *  address for what carries no token (the vitals beacons). */
  logsPerMinute: number;
}

/**
 * Who may name the client in X-Forwarded-For: nobody (the socket's address is the client), the
 * nearest `hops` proxies, or proxies at the listed addresses.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

export class ConfigError extends Error {}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const addresses = text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.some((address) => !isIP(address))) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of proxy IP addresses, not "${text}".`,
    );
  }
  return { kind: 'addresses', addresses };
}

/** The setting `name`, a whole number from 1 to `max`; `fallback` when unset. `unit` says what
 *  it counts, in the error. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max: number,
  unit = '',
): number {
  const value = Number(env[name]?.trim() || fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(
      `${name} must be a whole number${unit} (1 to ${max}), not "${env[name]}".`,
    );
  }
  return value;
}

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
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const webConcurrency = Number(env.WEB_CONCURRENCY?.trim() || 1);
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1) {
    throw new ConfigError(
      `WEB_CONCURRENCY must be a whole number of at least 1, not "${env.WEB_CONCURRENCY}".`,
    );
  }
  if (webConcurrency > 1 && !databaseUrl) {
    throw new ConfigError(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process.',
    );
  }
  const vitalsDays = wholeNumber(env, 'VITALS_DAYS', 30, 3650, ' of days');
  const logsPerMinute = wholeNumber(env, 'LOGS_PER_MINUTE', DEFAULT_LIMITS.logsPerMinute, 100_000);
  const opsToken = env.OPS_TOKEN?.trim() || undefined;
  if (opsToken && opsToken.length < 16) {
    throw new ConfigError('OPS_TOKEN must be at least 16 characters long.');
  }
  return {
    port,
    databaseUrl,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webConcurrency,
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
    tls: tlsFiles(env.TLS_CERT?.trim(), env.TLS_KEY?.trim()),
    opsToken,
    vitalsDays,
    logsPerMinute,
  };
}

/** TLS_CERT and TLS_KEY name PEM files; both or neither. */
function tlsFiles(cert: string | undefined, key: string | undefined): Config['tls'] {
  if (!cert && !key) return undefined;
  if (!cert || !key)
    throw new ConfigError('TLS_CERT and TLS_KEY go together: set both or neither.');
  const read = (name: string, path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      throw new ConfigError(`${name} names a file that cannot be read: ${path}`);
    }
  };
  return { cert: read('TLS_CERT', cert), key: read('TLS_KEY', key) };
}
