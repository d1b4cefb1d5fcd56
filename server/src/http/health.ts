import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { LimitStore } from './limits.ts';

/** Bounds on the readiness checks: a probe's timeout is commonly 1 s or more. */
export const READY_TIMEOUTS = { databaseMs: 1_000, redisMs: 500 };

/** What the process tells its probes about itself; main.ts sets `stopping` on SIGTERM. */
export interface Lifecycle {
  stopping: boolean;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const check = (ms: number, work: () => Promise<unknown>) =>
  within(ms, work()).then(
    () => 'ok',
    (error: Error) => error.message,
  );

/**
 * GET /healthz, liveness: the process is up and serving (never asks a dependency, so an outage
 * does not get every instance restarted). GET /readyz, readiness: send traffic here; 503 while
 * stopping, or while the database (or Redis, when configured) does not answer in time.
 */
export function healthRoutes(db: Kysely<Database>, store: LimitStore, lifecycle: Lifecycle) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (lifecycle.stopping) return c.json({ ok: false, stopping: true }, 503);
    const [database, redis] = await Promise.all([
      check(READY_TIMEOUTS.databaseMs, () => sql`select 1`.execute(db)),
      store.kind === 'redis'
        ? check(READY_TIMEOUTS.redisMs, () => store.redis.ping())
        : Promise.resolve(undefined),
    ]);
    const ok = database === 'ok' && (redis === undefined || redis === 'ok');
    return c.json({ ok, database, ...(redis === undefined ? {} : { redis }) }, ok ? 200 : 503);
  });
  return app;
}
