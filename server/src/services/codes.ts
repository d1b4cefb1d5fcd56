import type { CodeEntry, CodeResult } from '../../../contract/wire.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { addPoints, lockUser } from './points.ts';

export const maskCode = (code: string) =>
  code.length <= 4 ? code : '*'.repeat(code.length - 4) + code.slice(-4);

const codeUsed = () =>
  new ApiError(409, 'CODE_USED', 'You have already used this code.', { field: 'code' });

/**
 * Credits a code's points. Codes are matched without spaces (printed codes come in groups, 'TEA 30')
 * and case-insensitively, and each code can be
 * used once per user (so every demo user can try every demo code). Unknown codes count against
 * the user's wrong-code limit.
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
    return await creditCode(deps, userId, code);
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
      'c.code',
      'c.title',
      'c.points',
      'c.starts_at',
      'c.ends_at',
      'cp.title as campaign_title',
    ])
    .where('c.code', '=', input.replace(/\s+/g, '').toUpperCase())
    .executeTakeFirst();

type FoundCode = NonNullable<Awaited<ReturnType<typeof findCode>>>;

async function creditCode(deps: AppDeps, userId: number, code: FoundCode): Promise<CodeResult> {
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
        .values({ user_id: userId, code_id: code.id, points_added: code.points, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'code_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!redemption) throw codeUsed();
      await addPoints(
        trx,
        { userId, delta: code.points, reason: 'code', title: code.title, refId: redemption.id },
        now,
      );
      // The ledger trigger adds the credit to the row locked above, in this transaction.
      const balance = user.balance + code.points;
      const entry: CodeEntry = {
        id: redemption.id,
        code: maskCode(code.code),
        pointsAdded: code.points,
        campaignTitle: code.campaign_title ?? code.title,
        createdAt: now.toISOString(),
      };
      return { pointsAdded: code.points, balance, entry };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeUsed();
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
      'c.code',
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
    code: maskCode(row.code),
    pointsAdded: row.points_added,
    campaignTitle: row.campaign_title ?? row.title,
    createdAt: row.created_at.toISOString(),
  }));
}
