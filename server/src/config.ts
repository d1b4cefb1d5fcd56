import { readFileSync } from 'node:fs';
import { type AuthMode, readAuthMode } from './settings/authMode.ts';
import { readDatabase } from './settings/dataSettings.ts';
import { type Environment, parseEnvironment } from './settings/environment.ts';
import { ConfigError } from './settings/errors.ts';
import { readCodeSecret, readJwtSecret } from './settings/secrets.ts';
import { serviceUrl } from './settings/serviceUrl.ts';
import { parseSms, type SmsSettings } from './settings/sms.ts';
import { parseTrustProxy, type TrustProxy } from './settings/trustProxy.ts';

export type { AuthMode };
export { ConfigError };

export interface Limits {
  /** Wrong codes a user may enter per minute before POST /api/codes answers 429. */
  codeFailuresPerMinute: number;
  /** Log calls per user (or per address without a token) per minute. */
  logsPerMinute: number;
  /** One-time codes asked for per client address (an IPv6 /64) per ten minutes: SMS pumping. */
  otpPerAddressPer10Minutes: number;
  /** One-time codes asked for by one member per hour. */
  otpPerMemberPerHour: number;
  /** One-time codes sent to one number per hour, whoever asks: SMS bombing a number. */
  otpPerNumberPerHour: number;
  /** Sign-in calls (login, createuser, register, cancel) per client address per minute. */
  signInPerAddressPerMinute: number;
  /** Sign-in calls per LINE user id per minute. */
  signInPerLineUserPerMinute: number;
}

export const DEFAULT_LIMITS: Limits = {
  codeFailuresPerMinute: 5,
  logsPerMinute: 60,
  otpPerAddressPer10Minutes: 20,
  otpPerMemberPerHour: 10,
  otpPerNumberPerHour: 5,
  // Generous: customers behind a carrier's NAT share one address. The per-user limit is the tight one.
  signInPerAddressPerMinute: 120,
  signInPerLineUserPerMinute: 10,
};

export interface Config {
  /** NODE_ENV read strictly (settings/environment.ts): production refuses every unsafe setting. */
  environment: Environment;
  production: boolean;
  port: number;
  /** The address to listen on; undefined: every address. Mock sign-in listens on loopback. */
  host: string | undefined;
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
  /** Keys the points codes' hashes (CODE_SECRET); undefined: a key derived from jwtSecret. */
  codeSecret: string | undefined;
  sms: SmsSettings;
  /** SEED_DEMO=1: an empty database gets the demo catalogue, codes and member. */
  seedDemo: boolean;
  corsOrigins: string[];
  staticDir: string;
  dataDir: string;
  /** PEM certificate chain and key: the server speaks HTTPS, HTTP/2 with HTTP/1.1 by ALPN. */
  tls: { cert: string; key: string } | undefined;
  /** Opens the operator's page and GET /api/ops/*; both answer 404 while it is unset. */
  opsToken: string | undefined;
  /** Days field Web Vitals are kept (VITALS_DAYS, default 30). */
  vitalsDays: number;
  /** The last lab run's summary shown beside the field on the ops page (LAB_SUMMARY, default
   *  reports/lighthouse/summary.json, `npm run lhci`'s); none there, none shown. */
  labSummary?: string;
  /** Log calls a client may make per minute (LOGS_PER_MINUTE, default 60): per user, or per
   *  address for what carries no token (the vitals beacons). */
  logsPerMinute: number;
  /** Sign-in calls per client address per minute (SIGN_IN_PER_MINUTE, default 120). */
  signInPerMinute: number;
  /** Sign-in calls per LINE user per minute (SIGN_IN_PER_LINE_USER, default 10). */
  signInPerLineUser: number;
  /** What the server should say at start but need not refuse (a hop-count TRUST_PROXY, a weak
   *  secret outside production): main.ts prints each on a line of its own. */
  warnings: string[];
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

/** A yes/no switch: 1/true/yes or 0/false/no (or unset). */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const text = env[name]?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === '1' || text === 'true' || text === 'yes') return true;
  throw new ConfigError(`${name} must be 1 or 0, not "${env[name]}".`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environment = parseEnvironment(env.NODE_ENV);
  const production = environment === 'production';
  const warnings: string[] = [];
  const authMode = readAuthMode(env, production);
  const lineChannelId = env.LINE_CHANNEL_ID?.trim() ?? '';
  if (authMode === 'line' && !lineChannelId) {
    throw new ConfigError(
      `AUTH_MODE=line${env.AUTH_MODE ? '' : ' (the default)'} needs LINE_CHANNEL_ID; AUTH_MODE=mock signs in the mock LINE for development.`,
    );
  }
  const jwtSecret = readJwtSecret(env, authMode, production, warnings);
  const codeSecret = readCodeSecret(env, production, warnings);
  const seedDemo = flag(env, 'SEED_DEMO');
  if (seedDemo && production) {
    throw new ConfigError(
      'SEED_DEMO=1 is refused when NODE_ENV=production: the demo point codes are public.',
    );
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${env.PORT}".`);
  }
  const host = env.HOST?.trim() || (authMode === 'mock' ? '127.0.0.1' : undefined);
  const { databaseUrl, dataDir } = readDatabase(env);
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
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.kind === 'hops') {
    warnings.push(
      `TRUST_PROXY=${trustProxy.hops} trusts the nearest ${trustProxy.hops} hop(s) whoever they are: a client that reaches the server directly can forge its address and void every per-address limit. List the proxies' addresses or ranges instead (TRUST_PROXY=10.0.0.0/8).`,
    );
  }
  const vitalsDays = wholeNumber(env, 'VITALS_DAYS', 30, 3650, ' of days');
  const logsPerMinute = wholeNumber(env, 'LOGS_PER_MINUTE', DEFAULT_LIMITS.logsPerMinute, 100_000);
  const signInPerMinute = wholeNumber(
    env,
    'SIGN_IN_PER_MINUTE',
    DEFAULT_LIMITS.signInPerAddressPerMinute,
    100_000,
  );
  const signInPerLineUser = wholeNumber(
    env,
    'SIGN_IN_PER_LINE_USER',
    DEFAULT_LIMITS.signInPerLineUserPerMinute,
    100_000,
  );
  const opsToken = env.OPS_TOKEN?.trim() || undefined;
  if (opsToken && opsToken.length < 16) {
    throw new ConfigError('OPS_TOKEN must be at least 16 characters long.');
  }
  if (opsToken && production && new Set(opsToken).size < 8) {
    throw new ConfigError('OPS_TOKEN is refused in production: it repeats a few characters.');
  }
  return {
    environment,
    production,
    port,
    host,
    databaseUrl,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    trustProxy,
    webConcurrency,
    authMode,
    lineChannelId,
    lineVerifyUrl: serviceUrl(
      'LINE_VERIFY_URL',
      env.LINE_VERIFY_URL?.trim() || 'https://api.line.me/oauth2/v2.1/verify',
      environment,
      "it carries the members' LINE ID tokens",
    ),
    jwtSecret,
    codeSecret,
    sms: parseSms(env, environment),
    seedDemo,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    staticDir: env.STATIC_DIR?.trim() || 'dist',
    dataDir,
    tls: tlsFiles(env.TLS_CERT?.trim(), env.TLS_KEY?.trim()),
    opsToken,
    vitalsDays,
    labSummary: env.LAB_SUMMARY?.trim() || 'reports/lighthouse/summary.json',
    logsPerMinute,
    signInPerMinute,
    signInPerLineUser,
    warnings,
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
