import type { Transaction } from 'kysely';
import type { RedeemAnswer, UserReward } from '../../../contract/wire.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { Database, RewardRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { addPoints, balanceOf, type Db, lockUser } from './points.ts';
import { randomCode } from './randomCode.ts';
import { redeemedCount, rewardNotFound, toReward } from './rewards.ts';
import { findUserReward, toUserReward } from './userRewards.ts';

const REDEEMED_VALID_MS = 30 * 24 * 60 * 60_000;

const keyReused = () =>
  new ApiError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for another reward.',
  );

/** The user reward an Idempotency-Key made before, if any; 409 when it was for another reward. */
async function earlierRedeem(db: Db, userId: number, key: string, rewardId: number) {
  const row = await db
    .selectFrom('user_rewards')
    .select(['id', 'reward_id'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row && row.reward_id !== rewardId) throw keyReused();
  return row?.id;
}

/** Window, stock, per-user limit and balance, checked with the user and reward rows locked. */
async function checkRedeemable(
  trx: Transaction<Database>,
  reward: RewardRow,
  userId: number,
  now: Date,
) {
  if (now < reward.starts_at || now >= reward.ends_at) {
    throw new ApiError(422, 'REWARD_NOT_ACTIVE', 'This reward cannot be redeemed right now.');
  }
  if (reward.stock_left <= 0) {
    throw new ApiError(409, 'OUT_OF_STOCK', 'Sorry, this reward is out of stock.');
  }
  if ((await redeemedCount(trx, userId, reward.id)) >= reward.per_user_limit) {
    const times = reward.per_user_limit === 1 ? 'once' : `${reward.per_user_limit} times`;
    throw new ApiError(409, 'LIMIT_REACHED', `You can redeem this reward ${times} at most.`);
  }
  const balance = await balanceOf(trx, userId);
  if (balance < reward.points_cost) {
    throw new ApiError(
      422,
      'NOT_ENOUGH_POINTS',
      `You need ${reward.points_cost - balance} more points.`,
    );
  }
}

/** A redeem's answer: the user reward, and the member's balance as the ledger now has it. */
const withBalance = async (
  db: Db,
  userId: number,
  userReward: UserReward,
): Promise<RedeemAnswer> => ({ ...userReward, balance: await balanceOf(db, userId) });

/**
 * Spends points on one reward. Locks the user row, then the reward row (always in that order), and
 * checks window, stock, per-user limit and balance inside the same transaction. A repeated
 * Idempotency-Key answers the reward the key first produced.
 */
export async function redeem(
  deps: AppDeps,
  userId: number,
  rewardId: number,
  key: string,
): Promise<RedeemAnswer> {
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const earlier = await earlierRedeem(trx, userId, key, rewardId);
      if (earlier !== undefined) {
        return withBalance(trx, userId, await findUserReward(trx, now, userId, earlier));
      }
      const reward = await trx
        .selectFrom('rewards')
        .selectAll()
        .where('id', '=', rewardId)
        .forUpdate()
        .executeTakeFirst();
      if (!reward) throw rewardNotFound();
      await checkRedeemable(trx, reward, userId, now);
      await trx
        .updateTable('rewards')
        .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
        .where('id', '=', rewardId)
        .execute();
      const created = await trx
        .insertInto('user_rewards')
        .values({
          user_id: userId,
          reward_id: rewardId,
          idempotency_key: key,
          points_spent: reward.points_cost,
          redeemed_at: now,
          expires_at: new Date(
            Math.min(reward.ends_at.getTime(), now.getTime() + REDEEMED_VALID_MS),
          ),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addPoints(
        trx,
        {
          userId,
          delta: -reward.points_cost,
          reason: 'redeem',
          title: reward.title,
          refId: created.id,
        },
        now,
      );
      const userReward = toUserReward(
        { ...created, reward_code_id: null, code: null },
        toReward({ ...reward, stock_left: reward.stock_left - 1 }),
        now,
      );
      return withBalance(trx, userId, userReward);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await earlierRedeem(deps.db, userId, key, rewardId);
    if (winner === undefined) throw error;
    return withBalance(deps.db, userId, await findUserReward(deps.db, now, userId, winner));
  }
}

/** Turns an available reward into one in use: a code valid for the reward's use window. */
export async function useReward(deps: AppDeps, userId: number, userRewardId: number) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('user_rewards')
      .selectAll()
      .where('id', '=', userRewardId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('This reward is not in your rewards.');
    if (row.used_at) {
      throw new ApiError(409, 'ALREADY_USED', 'This reward has already been used.');
    }
    if (row.expires_at <= now) {
      throw new ApiError(422, 'REWARD_EXPIRED', 'This reward has expired.');
    }
    const reward = await trx
      .selectFrom('rewards')
      .select('use_window_minutes')
      .where('id', '=', row.reward_id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('reward_codes')
      .values({ user_reward_id: row.id, code: randomCode(8), created_at: now })
      .execute();
    await trx
      .updateTable('user_rewards')
      .set({
        used_at: now,
        use_expires_at: new Date(now.getTime() + reward.use_window_minutes * 60_000),
      })
      .where('id', '=', row.id)
      .execute();
  });
  return findUserReward(deps.db, deps.clock(), userId, userRewardId);
}
