import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Driver, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { outages } from '../dependencyFailure.ts';
import { lockDataDir } from './dataDirLock.ts';
import { PreparedClient } from './preparedClient.ts';
import type { Database } from './schema.ts';
import { DB_TIMEOUTS } from './timeouts.ts';

export type DatabaseTarget =
  | { kind: 'memory'; loadDataDir?: Blob }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; searchPath?: string; max?: number };

export function targetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/**
 * A pool whose connections may die at any time (restart, failover, pg_terminate_backend): each
 * client has an error listener for its whole life, so a dead one is logged once, dropped on
 * release (pg-pool removes a client that is no longer queryable) and replaced lazily. Only the
 * statements in flight on it fail.
 */
function postgresPool(target: Extract<DatabaseTarget, { kind: 'postgres' }>) {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.max ?? 10,
    Client: PreparedClient,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    statement_timeout: DB_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: DB_TIMEOUTS.keepAliveMs,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => outages.PostgreSQL.failed('connection lost', error));
  });
  // An idle client's error reaches the pool too; the client's own listener has logged it.
  pool.on('error', () => {});
  return pool;
}

/** PGlite on a DATA_DIR this process holds (db/dataDirLock.ts) until the database is destroyed. */
class LockedPGliteDialect extends PGliteDialect {
  constructor(
    pglite: PGlite,
    private readonly unlock: () => Promise<void>,
  ) {
    super(pglite);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await destroy();
      await this.unlock();
    };
    return driver;
  }
}

async function openDataDir(dataDir: string): Promise<Kysely<Database>> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(dataDir);
    return new Kysely<Database>({ dialect: new LockedPGliteDialect(pglite, unlock) });
  } catch (error) {
    await unlock();
    throw error;
  }
}

export async function connectDatabase(target: DatabaseTarget): Promise<Kysely<Database>> {
  if (target.kind === 'postgres') {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(target) }) });
  }
  if (target.kind === 'pglite') return openDataDir(target.dataDir);
  const pglite = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
