import type { Insertable, Kysely } from 'kysely';
import { codeHash, maskCode } from './codeHash.ts';
import type { Database, PointEntriesTable } from './schema.ts';

/** The mock LIFF's default profile (src/liff/mockState.ts): a registered member, so `npm start`
 *  opens on a populated home. A new mock profile id is a new customer who registers. */
export const DEMO_MEMBER = {
  lineUserId: 'U-demo-0001',
  displayName: 'Demo User',
  openingBalance: 1000,
  codes: ['WELCOME100', 'LINE2026'],
} as const;

const DAY = 24 * 60 * 60_000;

/** Adds the demo member to a freshly seeded database: points through the ledger, two codes in
 *  the code history, the questionnaire answered. */
export async function seedDemoMember(
  db: Kysely<Database>,
  now: Date,
  codeKey: Buffer,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  await db.transaction().execute(async (trx) => {
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        line_user_id: DEMO_MEMBER.lineUserId,
        line_display_name: DEMO_MEMBER.displayName,
        firstname: 'Malee',
        lastname: 'Sukjai',
        tel: '0812345678',
        email: 'malee@example.com',
        birth_date: '1992-04-13',
        registered_at: daysAgo(30),
        personal_info_consent: true,
        personal_info_consent_at: daysAgo(30),
        questionnaire_completed_at: daysAgo(30),
        created_at: daysAgo(30),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const opening = DEMO_MEMBER.openingBalance;
    const entries: Insertable<PointEntriesTable>[] = [
      {
        user_id: userId,
        delta: opening,
        reason: 'adjust',
        title: 'Welcome to the demo',
        ref_id: null,
        created_at: daysAgo(30),
      },
    ];
    for (const [index, typed] of DEMO_MEMBER.codes.entries()) {
      const code = await trx
        .selectFrom('codes')
        .select(['id', 'title', 'points'])
        .where('code_hash', '=', codeHash(codeKey, typed))
        .executeTakeFirstOrThrow();
      const at = daysAgo(20 - index * 5);
      const redemption = await trx
        .insertInto('code_redemptions')
        .values({
          user_id: userId,
          code_id: code.id,
          masked_code: maskCode(typed),
          points_added: code.points,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      entries.push({
        user_id: userId,
        delta: code.points,
        reason: 'code',
        title: code.title,
        ref_id: redemption.id,
        created_at: at,
      });
    }
    await trx.insertInto('point_entries').values(entries).execute();
  });
}
