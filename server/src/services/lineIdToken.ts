import { createHash } from 'node:crypto';
import type { AuthDeps } from '../deps.ts';
import { ApiError, unauthorized } from '../http/errors.ts';

/** LINE's ID tokens name this issuer (LIFF-SDK.md). */
const LINE_ISSUER = 'https://access.line.me';
const VERIFY_TIMEOUT_MS = 5_000;
const CACHE_SIZE = 10_000;
/** Kept at most this long even when the token says it lives longer. */
const CACHE_MS = 60 * 60_000;

const badIdToken = () =>
  unauthorized(
    'Your LINE sign-in could not be verified. Please reopen the app.',
    'INVALID_ID_TOKEN',
  );

/** The claims of a JWT-shaped token, unchecked; null when it is not one. */
function unverifiedClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString());
    return claims !== null && typeof claims === 'object'
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** ID tokens LINE has confirmed, by their hash, with whom they proved and until when: a retry
 *  or a second call with the same token does not ask LINE again. */
const confirmed = new Map<string, { sub: string; until: number; channel: string }>();
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Checks that idToken proves the caller is lineUserId.
 * Mock mode accepts an idToken that starts with "mock"; when it is the mock LIFF's
 * "mock.<base64url claims>" form its `sub` must equal lineUserId.
 * Line mode first reads the token's own claims (issuer, audience, subject, expiry): a token that
 * could not pass is refused without asking LINE, so junk sign-ins cost LINE nothing. Then LINE's
 * verify endpoint must confirm it, once per token while it lives.
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
  const now = deps.clock().getTime();
  const channel = deps.config.lineChannelId;
  const claims = unverifiedClaims(idToken);
  if (
    !claims ||
    claims.iss !== LINE_ISSUER ||
    claims.aud !== channel ||
    claims.sub !== lineUserId ||
    typeof claims.exp !== 'number' ||
    claims.exp * 1000 <= now
  ) {
    throw badIdToken();
  }
  const key = hashOf(idToken);
  const known = confirmed.get(key);
  if (known && known.until > now && known.channel === channel) {
    if (known.sub !== lineUserId) throw badIdToken();
    return;
  }
  const sub = await askLine(deps, idToken);
  if (sub !== lineUserId) throw badIdToken();
  if (confirmed.size >= CACHE_SIZE) confirmed.clear();
  confirmed.set(key, { sub, channel, until: Math.min(claims.exp * 1000, now + CACHE_MS) });
}

/** LINE's verify endpoint: the token's `sub` when LINE confirms it for this channel. */
async function askLine(deps: AuthDeps, idToken: string): Promise<string> {
  let response: Response;
  try {
    response = await deps.fetch(deps.config.lineVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: idToken, client_id: deps.config.lineChannelId }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(502, 'LINE_UNAVAILABLE', 'We could not reach LINE. Please try again.');
  }
  if (!response.ok) throw badIdToken();
  const claims = (await response.json().catch(() => null)) as {
    sub?: unknown;
    aud?: unknown;
  } | null;
  if (typeof claims?.sub !== 'string') throw badIdToken();
  if (claims.aud !== undefined && claims.aud !== deps.config.lineChannelId) throw badIdToken();
  return claims.sub;
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
