import type { User } from '../../../contract/wire.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import type { Db } from './points.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    lineUserId: row.line_user_id,
    lineDisplayName: row.line_display_name,
    linePictureUrl: row.line_picture_url,
    firstname: row.firstname,
    lastname: row.lastname,
    tel: row.tel,
    email: row.email,
    birthDate: row.birth_date,
    registered: row.registered_at !== null,
    points: row.balance,
    personalInfoConsent: row.personal_info_consent,
    marketingConsent: row.marketing_consent,
    campaignConsent1: row.campaign_consent1,
    campaignConsent2: row.campaign_consent2,
  };
}

export async function findUser(db: Db, userId: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw unauthorized();
  return row;
}

export const telTaken = () =>
  new ApiError(409, 'TEL_TAKEN', 'This mobile number is already used by another member.', {
    field: 'tel',
  });

export async function assertTelFree(db: Db, tel: string, userId: number): Promise<void> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('tel', '=', tel)
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (other) throw telTaken();
}

export async function updateUser(
  db: Db,
  userId: number,
  values: Partial<
    Omit<UserRow, 'id' | 'line_user_id' | 'created_at' | 'balance' | 'token_version' | 'tel'>
  >,
): Promise<User> {
  const row = await db
    .updateTable('users')
    .set(values)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return toUser(row);
}
