import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { RedeemEntry, Reward, UserReward, UserRewardStatus } from '../../../contract/wire.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { RewardRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { addPoints, balanceOf, type Db, lockUser } from './points.ts';

const REDEEMED_VALID_MS = 30 * 24 * 60 * 60_000;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    pointsCost: row.points_cost,
    stockLeft: row.stock_left,
    perUserLimit: row.per_user_limit,
    useWindowMinutes: row.use_window_minutes,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
  };
}

const rewardNotFound = () => notFound('This reward does not exist.');

export async function listRewards(db: Db): Promise<Reward[]> {
  const rows = await db
    .selectFrom('rewards')
    .selectAll()
    .orderBy('points_cost')
    .orderBy('id')
    .execute();
  return rows.map(toReward);
}

/** One reward, with how many of it the caller has redeemed (for their per-person limit). */
export async function getReward(db: Db, id: number, userId: number): Promise<Reward> {
  const row = await db.selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw rewardNotFound();
  const { taken } = await db
    .selectFrom('user_rewards')
    .select(sql<number>`cast(count(*) as integer)`.as('taken'))
    .where('user_id', '=', userId)
    .where('reward_id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...toReward(row), redeemedByYou: taken };
}

interface UserRewardFacts {
  used_at: Date | null;
  use_expires_at: Date | null;
  expires_at: Date;
}

/** Status is computed when read: an unused reward expires, a code in use turns used. */
export function statusOf(row: UserRewardFacts, now: Date): UserRewardStatus {
  if (row.used_at) return row.use_expires_at && row.use_expires_at > now ? 'inUse' : 'used';
  return row.expires_at > now ? 'available' : 'expired';
}

async function loadUserRewards(
  deps: AppDeps,
  userId: number,
  filter: { userRewardId?: number; rewardCodeId?: number } = {},
): Promise<UserReward[]> {
  let query = deps.db
    .selectFrom('user_rewards as ur')
    .leftJoin('reward_codes as rc', 'rc.user_reward_id', 'ur.id')
    .selectAll('ur')
    .select(['rc.id as reward_code_id', 'rc.code'])
    .where('ur.user_id', '=', userId);
  if (filter.userRewardId !== undefined) query = query.where('ur.id', '=', filter.userRewardId);
  if (filter.rewardCodeId !== undefined) query = query.where('rc.id', '=', filter.rewardCodeId);
  const rows = await query.orderBy('ur.id', 'desc').limit(500).execute();
  if (rows.length === 0) return [];
  const rewardIds = [...new Set(rows.map((row) => row.reward_id))];
  const rewards = await deps.db
    .selectFrom('rewards')
    .selectAll()
    .where('id', 'in', rewardIds)
    .execute();
  const byId = new Map(rewards.map((reward) => [reward.id, toReward(reward)]));
  const now = deps.clock();
  return rows.map((row) => ({
    campaignRewardId: row.id,
    rewardCodeId: row.reward_code_id,
    reward: byId.get(row.reward_id) as Reward,
    status: statusOf(row, now),
    code: row.code,
    redeemedAt: row.redeemed_at.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
    useExpiresAt: row.use_expires_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
  }));
}

export const listUserRewards = (deps: AppDeps, userId: number) => loadUserRewards(deps, userId);

async function userReward(deps: AppDeps, userId: number, userRewardId: number) {
  const [found] = await loadUserRewards(deps, userId, { userRewardId });
  if (!found) throw notFound('This reward is not in your rewards.');
  return found;
}

export async function openReward(deps: AppDeps, userId: number, rewardCodeId: number) {
  const [found] = await loadUserRewards(deps, userId, { rewardCodeId });
  if (!found) throw notFound('This reward code is not in your rewards.');
  return found;
}

const keyReused = () =>
  new ApiError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for another reward.',
  );

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
): Promise<UserReward> {
  const now = deps.clock();
  let outcome: UserReward | number;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const earlier = await earlierRedeem(trx, userId, key, rewardId);
      if (earlier !== undefined) return earlier;
      const reward = await trx
        .selectFrom('rewards')
        .selectAll()
        .where('id', '=', rewardId)
        .forUpdate()
        .executeTakeFirst();
      if (!reward) throw rewardNotFound();
      if (now < reward.starts_at || now >= reward.ends_at) {
        throw new ApiError(422, 'REWARD_NOT_ACTIVE', 'This reward cannot be redeemed right now.');
      }
      if (reward.stock_left <= 0) {
        throw new ApiError(409, 'OUT_OF_STOCK', 'Sorry, this reward is out of stock.');
      }
      const { taken } = await trx
        .selectFrom('user_rewards')
        .select(sql<number>`cast(count(*) as integer)`.as('taken'))
        .where('user_id', '=', userId)
        .where('reward_id', '=', rewardId)
        .executeTakeFirstOrThrow();
      if (taken >= reward.per_user_limit) {
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
      await trx
        .updateTable('rewards')
        .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
        .where('id', '=', rewardId)
        .execute();
      const expiresAt = new Date(
        Math.min(reward.ends_at.getTime(), now.getTime() + REDEEMED_VALID_MS),
      );
      const created = await trx
        .insertInto('user_rewards')
        .values({
          user_id: userId,
          reward_id: rewardId,
          idempotency_key: key,
          points_spent: reward.points_cost,
          redeemed_at: now,
          expires_at: expiresAt,
        })
        .returning('id')
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
      return {
        campaignRewardId: created.id,
        rewardCodeId: null,
        reward: toReward({ ...reward, stock_left: reward.stock_left - 1 }),
        status: statusOf({ used_at: null, use_expires_at: null, expires_at: expiresAt }, now),
        code: null,
        redeemedAt: now.toISOString(),
        usedAt: null,
        useExpiresAt: null,
        expiresAt: expiresAt.toISOString(),
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await earlierRedeem(deps.db, userId, key, rewardId);
    if (winner === undefined) throw error;
    outcome = winner;
  }
  return typeof outcome === 'number' ? userReward(deps, userId, outcome) : outcome;
}

const newRewardCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

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
      .values({ user_reward_id: row.id, code: newRewardCode(), created_at: now })
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
  return userReward(deps, userId, userRewardId);
}

export async function redeemHistory(deps: AppDeps, userId: number): Promise<RedeemEntry[]> {
  const rows = await deps.db
    .selectFrom('user_rewards as ur')
    .innerJoin('rewards as r', 'r.id', 'ur.reward_id')
    .select([
      'ur.id',
      'r.title',
      'ur.points_spent',
      'ur.redeemed_at',
      'ur.used_at',
      'ur.use_expires_at',
      'ur.expires_at',
    ])
    .where('ur.user_id', '=', userId)
    .orderBy('ur.id', 'desc')
    .limit(500)
    .execute();
  const now = deps.clock();
  return rows.map((row) => ({
    id: row.id,
    rewardTitle: row.title,
    pointsSpent: row.points_spent,
    status: statusOf(row, now),
    createdAt: row.redeemed_at.toISOString(),
  }));
}
