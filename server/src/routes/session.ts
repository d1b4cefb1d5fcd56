import { type Context, Hono } from 'hono';
import type { AuthDeps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import { readAccessToken } from '../services/accessToken.ts';

/** Routes anyone may call: their context has no user id to read. */
export type PublicEnv = { Variables: Record<never, never> };

/** Routes behind the sign-in guard: the caller's user id is in the context. Kept to this file so
 *  that only memberRouter, which installs the guard, hands out a context that can read it. */
type MemberEnv = { Variables: { userId: number } };

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The user id of a valid Bearer token, or null when there is none or it is not valid. */
export async function optionalUserId(deps: AuthDeps, c: Context): Promise<number | null> {
  const token = bearerToken(c);
  return token ? readAccessToken(deps, token) : null;
}

/** A router anyone may call; a handler that wants the caller reads a token with optionalUserId. */
export const publicRouter = () => new Hono<PublicEnv>();

/** A router for signed-in callers: every path under where it is mounted, known or not, answers
 *  401 without a valid token, and its handlers read the caller with c.get('userId'). */
export function memberRouter(deps: AuthDeps) {
  const app = new Hono<MemberEnv>();
  app.use(async (c, next) => {
    const userId = await optionalUserId(deps, c);
    if (userId === null) throw unauthorized();
    c.set('userId', userId);
    await next();
  });
  return app;
}
