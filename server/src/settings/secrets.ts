import { hkdfSync } from 'node:crypto';
import type { AuthMode } from './authMode.ts';
import { ConfigError } from './errors.ts';

/** The secret `npm start` signs with when JWT_SECRET is unset (AUTH_MODE=mock only). It is in
 *  this repository, so production refuses it, as it refuses every secret below. */
export const DEV_JWT_SECRET = 'dev-only-secret-for-mock-mode-never-in-production';

/** Secrets written in this repository (docs, tests): public, so never a production secret. */
const PUBLIC_SECRETS = new Set([
  DEV_JWT_SECRET,
  'line-e2e-secret-of-at-least-32-characters',
  'change-me-to-32-or-more-random-characters',
]);

export const MIN_SECRET_LENGTH = 32;
/** A secret of fewer different characters than this is a pattern, not random ('abab…'). */
const MIN_DISTINCT_CHARACTERS = 10;

/** Why `secret` must not guard real points in production, or undefined when it may. */
export function weakSecretReason(secret: string): string | undefined {
  if (PUBLIC_SECRETS.has(secret)) return 'it is written in this repository';
  if (secret.length < MIN_SECRET_LENGTH) {
    return `it has ${secret.length} characters, fewer than ${MIN_SECRET_LENGTH}`;
  }
  const distinct = new Set(secret).size;
  if (distinct < MIN_DISTINCT_CHARACTERS) {
    return `it repeats ${distinct === 1 ? 'one character' : `${distinct} characters`}; use 32+ random characters (openssl rand -base64 32)`;
  }
  return undefined;
}

/** What a key derived from JWT_SECRET is for: each purpose gets its own bytes, so a key leaked
 *  or misused in one place opens nothing elsewhere. */
export type KeyPurpose = 'otp' | 'points-codes';

/** A 32-byte key for `purpose` derived from `secret` (HKDF-SHA256). */
export const deriveKey = (secret: string, purpose: KeyPurpose): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'loyalty-app', `loyalty ${purpose} v1`, 32));

/** The key points codes are hashed with (db/codeHash.ts), derived from CODE_SECRET when it is
 *  set, else from JWT_SECRET: printed codes are bound to that secret. */
export const pointsCodeKey = (secret: string): Buffer => deriveKey(secret, 'points-codes');

/** The server's points-code key, from its settings. */
export const pointsCodeKeyOf = (secrets: { codeSecret: string | undefined; jwtSecret: string }) =>
  pointsCodeKey(secrets.codeSecret ?? secrets.jwtSecret);

/** A secret that guards points: refused in production when weak or public, a warning elsewhere. */
export function checkSecret(name: string, value: string, production: boolean, warnings: string[]) {
  const weak = weakSecretReason(value);
  if (!weak) return;
  if (production) throw new ConfigError(`${name} is refused in production: ${weak}.`);
  warnings.push(`${name} would be refused in production: ${weak}.`);
}

/** JWT_SECRET: 32 or more characters; unset, the development secret under mock sign-in. */
export function readJwtSecret(
  env: NodeJS.ProcessEnv,
  authMode: AuthMode,
  production: boolean,
  warnings: string[],
): string {
  const jwtSecret = env.JWT_SECRET ?? (authMode === 'mock' ? DEV_JWT_SECRET : '');
  if (jwtSecret.length === 0) {
    throw new ConfigError('JWT_SECRET must be set: 32 or more random characters.');
  }
  if (jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  if (authMode === 'line') checkSecret('JWT_SECRET', jwtSecret, production, warnings);
  return jwtSecret;
}

/** CODE_SECRET when set: 32 or more characters. */
export function readCodeSecret(
  env: NodeJS.ProcessEnv,
  production: boolean,
  warnings: string[],
): string | undefined {
  const codeSecret = env.CODE_SECRET?.trim() || undefined;
  if (codeSecret === undefined) return undefined;
  if (codeSecret.length < 32) {
    throw new ConfigError('CODE_SECRET must be at least 32 characters long.');
  }
  checkSecret('CODE_SECRET', codeSecret, production, warnings);
  return codeSecret;
}
