// Migration 0005 on a database that already holds points codes in plain text, as every database
// made before it does (the demo seed's twenty).
import type { Hono } from 'hono';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app.ts';
import { codeHash, keyFingerprint } from '../../../server/src/db/codeHash.ts';
import { connectDatabase } from '../../../server/src/db/connect.ts';
import { migrate, migrationsFor } from '../../../server/src/db/migrations.ts';
import type { Database } from '../../../server/src/db/schema.ts';
import { signAccessToken } from '../../../server/src/services/accessToken.ts';
import { MemorySms } from '../../../server/src/services/sms.ts';
import { call, databaseKinds, openDatabase, testCodeKey, testConfig } from '../helpers.ts';

/** Migrates to the last migration before 0005. */
async function migrateTo0003(db: Kysely<Database>) {
  const all = migrationsFor({ codeKey: testCodeKey() });
  const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0004'));
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  }).migrateToLatest();
  if (error) throw error;
}

for (const kind of databaseKinds()) {
  describe(`migration 0005 on codes kept in plain text [${kind}]`, () => {
    let db: Kysely<Database>;
    let close: () => Promise<void>;
    beforeAll(async () => {
      if (kind === 'pglite') {
        db = await connectDatabase({ kind: 'memory' });
        close = () => db.destroy();
      } else ({ db, close } = await openDatabase('postgres'));
    });
    afterAll(() => close());

    it('hashes each code, moves its last four to the redemptions and drops the plain text', async () => {
      await migrateTo0003(db);
      const now = new Date();
      const window = {
        starts_at: new Date(now.getTime() - 86_400_000),
        ends_at: new Date(now.getTime() + 86_400_000),
      };
      // Written as the code before 0005 wrote them; the table has no types for the old columns.
      await sql`
        insert into codes (code, title, points, campaign_id, starts_at, ends_at) values
          ('WELCOME100', 'Welcome bonus', 100, null, ${window.starts_at}, ${window.ends_at}),
          ('SUMMER300', 'Summer', 300, null, ${window.starts_at}, ${window.ends_at})`.execute(db);
      const { id: userId } = await db
        .insertInto('users')
        .values({ line_user_id: 'U-migration', created_at: now, registered_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`
        insert into code_redemptions (user_id, code_id, points_added, created_at)
        select ${userId}, id, points, ${now} from codes where code = 'WELCOME100'`.execute(db);

      await migrate(db, { codeKey: testCodeKey() });

      const codes = await db
        .selectFrom('codes')
        .select(['code_hash', 'single_use', 'title'])
        .orderBy('id')
        .execute();
      expect(codes).toEqual([
        {
          code_hash: codeHash(testCodeKey(), 'WELCOME100'),
          single_use: false,
          title: 'Welcome bonus',
        },
        { code_hash: codeHash(testCodeKey(), 'SUMMER300'), single_use: false, title: 'Summer' },
      ]);
      const { rows: plain } = await sql`
        select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = 'codes' and column_name = 'code'`.execute(
        db,
      );
      expect(plain).toEqual([]);
      const key = await db.selectFrom('code_key').select('fingerprint').execute();
      expect(key).toEqual([{ fingerprint: keyFingerprint(testCodeKey()) }]);

      const config = testConfig();
      const app = createApp({ db, config, sms: new MemorySms() }) as unknown as Hono;
      const token = await signAccessToken({ config, clock: () => new Date() }, userId);
      const entered = await call(app, 'POST', '/api/codes', {
        token,
        form: { code: 'summer300' },
      });
      expect(entered.status).toBe(200);
      const again = await call(app, 'POST', '/api/codes', {
        token,
        form: { code: 'welcome100' },
      });
      expect(again.body.error.code).toBe('CODE_USED');
      const history = await call(app, 'GET', '/api/user/history/code', { token });
      expect(history.body.map((entry: { code: string }) => entry.code)).toEqual([
        '*****R300',
        '******E100',
      ]);
    });
  });
}
