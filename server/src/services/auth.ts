import { jwtVerify, SignJWT } from 'jose';
import type { AuthDeps } from '../deps.ts';
import { ApiError, unauthorized } from '../http/errors.ts';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const keys = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
};

const badIdToken = () =>
  unauthorized(
    'Your LINE sign-in could not be verified. Please reopen the app.',
    'INVALID_ID_TOKEN',
  );

/**
 * Checks that idToken proves the caller is lineUserId.
 * Mock mode accepts an idToken that starts with "mock"; when it is the mock LIFF's
 * "mock.<base64url claims>" form its `sub` must equal lineUserId.
 * Line mode asks LINE's verify endpoint and requires its `sub` to equal lineUserId.
 */
export async function verifyIdToken(
  deps: AuthDeps,
  idToken: string,
  lineUserId: string,
): Promise<void> {
  if (deps.config.authMode === 'mock') {
    if (!idToken.startsWith('mock')) throw badIdToken();
    const sub = mockTokenSubject(idToken);
    if (sub !== undefined && sub !== lineUserId) throw badIdToken();
    return;
  }
  let response: Response;
  try {
    response = await deps.fetch(deps.config.lineVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: idToken, client_id: deps.config.lineChannelId }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new ApiError(502, 'LINE_UNAVAILABLE', 'We could not reach LINE. Please try again.');
  }
  if (!response.ok) throw badIdToken();
  const claims = (await response.json().catch(() => null)) as {
    sub?: unknown;
    aud?: unknown;
  } | null;
  if (claims?.sub !== lineUserId) throw badIdToken();
  if (claims.aud !== undefined && claims.aud !== deps.config.lineChannelId) throw badIdToken();
}

function mockTokenSubject(idToken: string): string | undefined {
  if (!idToken.startsWith('mock.')) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(idToken.slice(5), 'base64url').toString('utf8')) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

export async function signAccessToken(deps: AuthDeps, userId: number): Promise<string> {
  const issuedAt = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(keyFor(deps.config.jwtSecret));
}

const VERIFIED_CACHE_SIZE = 10_000;
/** Tokens already verified, with what they proved: an app sends one token many times a minute. */
const verified = new Map<string, { userId: number; expiresAt: number; secret: string }>();

/** The user id in a valid, unexpired access token, or null. */
export async function readAccessToken(deps: AuthDeps, token: string): Promise<number | null> {
  const now = deps.clock().getTime();
  const known = verified.get(token);
  if (known && known.expiresAt > now && known.secret === deps.config.jwtSecret) return known.userId;
  try {
    const { payload } = await jwtVerify(token, keyFor(deps.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: deps.clock(),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    const expiresAt = (payload.exp ?? 0) * 1000;
    verified.set(token, { userId, expiresAt, secret: deps.config.jwtSecret });
    return userId;
  } catch {
    return null;
  }
}
