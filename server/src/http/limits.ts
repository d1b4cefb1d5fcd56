import { Redis as IORedis, type Redis } from 'ioredis';
import { CompiledQuery, type Kysely } from 'kysely';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '../db/schema.ts';
import { OutageLog } from '../dependencyFailure.ts';

/**
 * Where the counters live. Every instance of the service must use the same store for a limit to
 * be one limit: Redis or PostgreSQL for several instances, memory only for the one-process
 * embedded database. With Redis, `db` (PostgreSQL) holds the lockouts and stands in while Redis
 * cannot answer; without it, memory stands in.
 */
export type LimitStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; db: Kysely<Database> }
  | { kind: 'redis'; redis: Redis; db?: Kysely<Database> };

export interface LimitSpec {
  /** Names the limit in the store, so two limits never share counters. */
  name: string;
  points: number;
  windowMs: number;
  /** A lockout against guessing: kept in PostgreSQL when there is one, never only in a Redis
   *  that may restart empty. */
  lockout?: boolean;
}

/**
 * RateLimiterPostgres speaks to a `pg` client through `query({ text, values, name })`. This adapter
 * sends those queries through Kysely's pool instead, so the limiter uses the app's connections
 * (and their search_path) rather than a second pool. The table is created by the migrations
 * (0002), hence `tableCreated: true`.
 */
function kyselyAsPgClient(db: Kysely<Database>) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return {
        rows: result.rows,
        rowCount: Number(result.numAffectedRows ?? result.rows.length),
      };
    },
  };
}

export const RATE_LIMIT_TABLE = 'rate_limits';

function limiterFor(store: LimitStore, spec: LimitSpec, prefix: string): RateLimiterAbstract {
  const options = {
    keyPrefix: `${prefix}${spec.name}`,
    points: spec.points,
    duration: spec.windowMs / 1000,
  };
  const postgres = (db: Kysely<Database>) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: kyselyAsPgClient(db),
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
    });
  switch (store.kind) {
    case 'memory':
      return new RateLimiterMemory(options);
    case 'redis':
      if (spec.lockout && store.db) return postgres(store.db);
      return new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        // Down or slow Redis: the insurance limiter answers at once, so the limit still holds.
        rejectIfRedisNotReady: true,
        insuranceLimiter: store.db ? postgres(store.db) : new RateLimiterMemory(options),
      });
    case 'postgres':
      return postgres(store.db);
  }
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** A fixed-window count per key, shared by every instance that uses the same store. */
export class Limit {
  private readonly limiter: RateLimiterAbstract;

  constructor(store: LimitStore, spec: LimitSpec, prefix = '') {
    this.limiter = limiterFor(store, spec, prefix);
  }

  /** Counts one hit and answers the seconds to wait when that hit is over the limit, else 0. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      // The library rejects with a RateLimiterRes when over the limit, with an Error on failure.
      if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
      throw rejection;
    }
  }

  /** Gives back a hit taken before the outcome was known, once it proved not to count. */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key);
  }
}

/**
 * Counts one hit on each limit under its key, in order, and throws `refuse(seconds to wait)` at
 * the first that is over its count (the hits counted before it stay counted).
 */
export async function takeOrRefuse(
  counts: [Limit, string][],
  refuse: (seconds: number) => Error,
): Promise<void> {
  for (const [limit, key] of counts) {
    const wait = await limit.take(key);
    if (wait > 0) throw refuse(wait);
  }
}

/**
 * The store for a configuration: Redis when REDIS_URL is set (it wins over PostgreSQL), else
 * PostgreSQL when DATABASE_URL is set, else memory (the embedded database is one process).
 */
export function openLimitStore(
  config: { redisUrl: string | undefined; databaseUrl: string | undefined },
  db: Kysely<Database>,
): { store: LimitStore; close: () => Promise<void> } {
  if (config.redisUrl) {
    const redis = connectRedis(config.redisUrl);
    const fallback = config.databaseUrl ? db : undefined;
    return {
      store: { kind: 'redis', redis, db: fallback },
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
    };
  }
  if (config.databaseUrl) return { store: { kind: 'postgres', db }, close: async () => {} };
  return { store: { kind: 'memory' }, close: async () => {} };
}

/** Bounds on every wait for Redis: a command fails fast and the insurance limiter answers. */
export const REDIS_TIMEOUTS = { connectMs: 2_000, commandMs: 500, keepAliveMs: 10_000 };

/**
 * A Redis client that never queues commands while disconnected (they fail at once, to the
 * insurance limiter) and reconnects in the background for ever; its failures are logged as an
 * outage (dependencyFailure.ts), not once per attempt to reconnect.
 */
export function connectRedis(url: string): Redis {
  const redis = new IORedis(url, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    keepAlive: REDIS_TIMEOUTS.keepAliveMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  const outage = new OutageLog('Redis');
  redis.on('error', (error) => outage.failed('limits fall back until it returns', error));
  redis.on('ready', () => outage.back());
  redis.on('end', () => outage.back('closed'));
  return redis;
}

export const describeLimitStore = (store: LimitStore) =>
  ({ memory: 'memory', postgres: 'PostgreSQL', redis: 'Redis' })[store.kind];
