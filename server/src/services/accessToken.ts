import { jwtVerify, SignJWT } from 'jose';
import type { AuthDeps } from '../deps.ts';

const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** Who signs the token and for whom: checked on every read, so a token this server signed for
 *  another purpose (or another service sharing JWT_SECRET) is not an access token here. */
export const TOKEN_ISSUER = 'loyalty-api';
export const TOKEN_AUDIENCE = 'loyalty-app';

const keys = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
};

/** A member's access token. `version` is the member's token_version when it was signed: raising
 *  the column revokes it (a new phone number). */
export async function signAccessToken(
  deps: Pick<AuthDeps, 'config' | 'clock'>,
  userId: number,
  version = 0,
): Promise<string> {
  const issuedAt = Math.floor(deps.clock().getTime() / 1000);
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(keyFor(deps.config.jwtSecret));
}

interface Claims {
  userId: number;
  version: number;
  expiresAt: number;
}

const VERIFIED_CACHE_SIZE = 10_000;
/** Signatures already checked, with what they proved: an app sends one token many times a
 *  minute. Whether the token is still current is asked every time (tokenVersions). */
const verified = new Map<string, Claims & { secret: string }>();

async function readClaims(deps: AuthDeps, token: string): Promise<Claims | null> {
  const now = deps.clock().getTime();
  const known = verified.get(token);
  if (known && known.expiresAt > now && known.secret === deps.config.jwtSecret) return known;
  try {
    const { payload } = await jwtVerify(token, keyFor(deps.config.jwtSecret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: deps.clock(),
    });
    const userId = Number(payload.sub);
    const version = payload.ver;
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    const claims = { userId, version, expiresAt: (payload.exp as number) * 1000 };
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(token, { ...claims, secret: deps.config.jwtSecret });
    return claims;
  } catch {
    return null;
  }
}

/** The member of a valid, unexpired, unrevoked access token, or null. */
export async function readAccessToken(deps: AuthDeps, token: string): Promise<number | null> {
  const claims = await readClaims(deps, token);
  if (!claims) return null;
  // A member who is gone (a cancelled registration) or whose tokens were revoked since.
  const current = await deps.tokenVersions(claims.userId);
  return current === claims.version ? claims.userId : null;
}
