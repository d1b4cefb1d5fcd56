import type { Kysely, Transaction } from 'kysely';
import type { PointEntry, PointReason } from '../../../contract/wire.ts';
import type { Database, UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The balance: the sum of the user's ledger, kept in users.balance by a trigger in the same
 * transaction as each ledger row (migration 0002), so it costs one row to read.
 */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('balance')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return row.balance;
}

/**
 * Locks the user row for the rest of the transaction. Every points change takes this lock first,
 * so the balance check and the ledger insert of one user never interleave.
 */
export async function lockUser(trx: Transaction<Database>, userId: number): Promise<UserRow> {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw unauthorized();
  return user;
}

export interface LedgerLine {
  userId: number;
  delta: number;
  reason: PointReason;
  title: string;
  refId: number | null;
}

/** Adds one ledger row. The caller holds lockUser and has checked that a debit is covered. */
export async function addPoints(
  trx: Transaction<Database>,
  line: LedgerLine,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('point_entries')
    .values({
      user_id: line.userId,
      delta: line.delta,
      reason: line.reason,
      title: line.title,
      ref_id: line.refId,
      created_at: now,
    })
    .execute();
}

export async function pointHistory(db: Db, userId: number): Promise<PointEntry[]> {
  const rows = await db
    .selectFrom('point_entries')
    .select(['id', 'delta', 'reason', 'title', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    delta: row.delta,
    reason: row.reason,
    title: row.title,
    createdAt: row.created_at.toISOString(),
  }));
}
