import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../deps.ts';
import { readAccessToken } from '../services/auth.ts';
import { unauthorized } from './errors.ts';

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The user id of a valid Bearer token, or null when there is none or it is not valid. */
export async function optionalUserId(deps: AppDeps, c: Context): Promise<number | null> {
  const token = bearerToken(c);
  return token ? readAccessToken(deps, token) : null;
}

export const requireUser = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const userId = await optionalUserId(deps, c);
    if (userId === null) throw unauthorized();
    c.set('userId', userId);
    await next();
  });
