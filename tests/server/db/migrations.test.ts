// Migrations on a PostgreSQL that holds other schemas: each migrates in its own, whatever the
// others hold (another app's, or a stopped test run's, Kysely tables).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/src/db/migrations.ts';
import { openDatabase, testCodeKey } from '../helpers.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('migrations.test.ts: TEST_DATABASE_URL is not set; skipped.');

describe.skipIf(!url)('migrations [postgres]', () => {
  const other = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });

  beforeAll(async () => {
    await admin.connect();
    // What a stopped run leaves behind: Kysely's migration table without its lock table.
    await admin.query(`create schema ${other}`);
    await admin.query(`create table ${other}.kysely_migration (name text primary key)`);
  });

  afterAll(async () => {
    await admin.query(`drop schema if exists ${other} cascade`);
    await admin.end();
  });

  it("makes Kysely's tables and every table of the app in the connection's own schema", async () => {
    const { db, close } = await openDatabase('postgres');
    try {
      await migrate(db, { codeKey: testCodeKey() });
      // Twice, as a second instance starting on the same database does: nothing is left to do.
      await migrate(db, { codeKey: testCodeKey() });
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema()
      `.execute(db);
      const tables = rows.map((row) => row.name);
      expect(tables).toEqual(
        expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'users', 'vitals']),
      );
    } finally {
      await close();
    }
  });
});
