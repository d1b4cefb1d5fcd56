import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';

/** Registered members `${prefix}0` … `${prefix}${count - 1}`, phone numbers from `telPrefix`. */
export async function insertCustomers(
  db: Kysely<Database>,
  prefix: string,
  count: number,
  telPrefix: string,
) {
  const now = new Date();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      line_user_id: `${prefix}${start + i}`,
      firstname: 'Load',
      lastname: `Customer ${start + i}`,
      tel: `${telPrefix}${String(start + i).padStart(8, '0')}`,
      email: 'load@example.com',
      birth_date: '1990-01-01',
      registered_at: now,
      personal_info_consent: true,
      created_at: now,
    }));
    await db.insertInto('users').values(rows).execute();
  }
}
