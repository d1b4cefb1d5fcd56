import { type Kysely, sql } from 'kysely';
import { seedDemoMember } from './demoMember.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

/** Any fixed number: the session-level advisory lock that serialises instances starting up. */
const STARTUP_LOCK = 7_316_001;

export interface PrepareOptions {
  /** SEED_DEMO=1: an empty database gets the demo data. */
  seedDemo: boolean;
  /** The key points codes are hashed with: the demo codes' and a migration's (settings/secrets.ts). */
  codeKey: Buffer;
}

/**
 * Migrates and, when `seedDemo` and the database is empty, seeds the demo data. Instances that
 * start at the same moment on one PostgreSQL take turns through an advisory lock (held on one
 * connection for the whole step), so exactly one migrates and seeds and the others find the work
 * done. Answers whether this call seeded.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  now: Date,
  { seedDemo, codeKey }: PrepareOptions,
): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    // Asked again until granted rather than waited for: a wait would run into statement_timeout.
    while (true) {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${STARTUP_LOCK}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    try {
      await migrate(connection, { codeKey });
      if (!seedDemo || !(await seedIfEmpty(connection, now, codeKey))) return false;
      await seedDemoMember(connection, now, codeKey);
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
