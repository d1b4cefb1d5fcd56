import type { Transaction } from 'kysely';
import type { CodeEntry, CodeResult } from '../../../contract/wire.ts';
import { codeHash, maskCode } from '../db/codeHash.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { pointsCodeKeyOf } from '../settings/secrets.ts';
import { addPoints, lockUser } from './points.ts';

const codeUsed = (byYou: boolean) =>
  new ApiError(
    409,
    'CODE_USED',
    byYou
      ? 'You have already used this code.'
      : 'This code has already been used: each printed code gives points once.',
    { field: 'code' },
  );

/**
 * Credits a code's points. Codes are found by their keyed hash (db/codeHash.ts: any case, with or
 * without spaces and dashes). A minted code (single_use) credits once in total, the first member
 * to enter it wins; a demo code once per member. Unknown codes count against the member's
 * wrong-code limit.
 */
export async function enterCode(deps: AppDeps, userId: number, input: string): Promise<CodeResult> {
  const limiterKey = `user:${userId}`;
  // Counted before it is evaluated, and given back unless the code proves unknown: parallel
  // guesses can never see more answers than the limit allows.
  const wait = await deps.limiters.codeFailures.take(limiterKey);
  if (wait > 0) {
    throw tooManyRequests(
      'TOO_MANY_TRIES',
      `Too many wrong codes. Please wait ${wait} seconds and try again.`,
      wait,
    );
  }
  let wrong = false;
  try {
    const code = await findCode(deps, input);
    if (!code) {
      wrong = true;
      throw new ApiError(404, 'CODE_UNKNOWN', 'This code is not valid. Check it and try again.', {
        field: 'code',
      });
    }
    return await creditCode(deps, userId, code, input);
  } finally {
    if (!wrong) await deps.limiters.codeFailures.refund(limiterKey).catch(() => {});
  }
}

const findCode = (deps: AppDeps, input: string) =>
  deps.db
    .selectFrom('codes as c')
    .leftJoin('campaigns as cp', 'cp.id', 'c.campaign_id')
    .select([
      'c.id',
      'c.title',
      'c.points',
      'c.single_use',
      'c.starts_at',
      'c.ends_at',
      'cp.title as campaign_title',
    ])
    .where('c.code_hash', '=', codeHash(pointsCodeKeyOf(deps.config), input))
    .executeTakeFirst();

type FoundCode = NonNullable<Awaited<ReturnType<typeof findCode>>>;

/** Whether `userId` is the member who redeemed `codeId`, when a redemption was refused. */
const redeemedBy = async (trx: Transaction<Database>, userId: number, codeId: number) =>
  (await trx
    .selectFrom('code_redemptions')
    .select('id')
    .where('code_id', '=', codeId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

async function creditCode(
  deps: AppDeps,
  userId: number,
  code: FoundCode,
  typed: string,
): Promise<CodeResult> {
  const now = deps.clock();
  if (now < code.starts_at) {
    throw new ApiError(422, 'CODE_NOT_STARTED', 'This code cannot be used yet.', { field: 'code' });
  }
  if (now >= code.ends_at) {
    throw new ApiError(422, 'CODE_EXPIRED', 'This code has expired.', { field: 'code' });
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      const redemption = await trx
        .insertInto('code_redemptions')
        .values({
          user_id: userId,
          code_id: code.id,
          masked_code: maskCode(typed),
          single_use: code.single_use,
          points_added: code.points,
          created_at: now,
        })
        // Once per member (user_id, code_id), or once in total for a single-use code: a partial
        // unique index on code_id (migration 0005). A racing insert waits for the other's outcome.
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'masked_code'])
        .executeTakeFirst();
      if (!redemption) {
        throw codeUsed(!code.single_use || (await redeemedBy(trx, userId, code.id)));
      }
      await addPoints(
        trx,
        { userId, delta: code.points, reason: 'code', title: code.title, refId: redemption.id },
        now,
      );
      // The ledger trigger adds the credit to the row locked above, in this transaction.
      const balance = user.balance + code.points;
      const entry: CodeEntry = {
        id: redemption.id,
        code: redemption.masked_code,
        pointsAdded: code.points,
        campaignTitle: code.campaign_title ?? code.title,
        createdAt: now.toISOString(),
      };
      return { pointsAdded: code.points, balance, entry };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeUsed(!code.single_use);
    throw error;
  }
}

export async function codeHistory(deps: AppDeps, userId: number): Promise<CodeEntry[]> {
  const rows = await deps.db
    .selectFrom('code_redemptions as r')
    .innerJoin('codes as c', 'c.id', 'r.code_id')
    .leftJoin('campaigns as cp', 'cp.id', 'c.campaign_id')
    .select([
      'r.id',
      'r.masked_code',
      'c.title',
      'r.points_added',
      'r.created_at',
      'cp.title as campaign_title',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.masked_code,
    pointsAdded: row.points_added,
    campaignTitle: row.campaign_title ?? row.title,
    createdAt: row.created_at.toISOString(),
  }));
}
