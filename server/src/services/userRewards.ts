import type { RedeemEntry, Reward, UserReward, UserRewardStatus } from '../../../contract/wire.ts';
import type { UserRewardRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import type { Db } from './points.ts';
import { toReward } from './rewards.ts';

/** A user_rewards row with the code it is used with, once it has one. */
export type UserRewardRecord = UserRewardRow & {
  reward_code_id: number | null;
  code: string | null;
};

type StatusFacts = Pick<UserRewardRow, 'used_at' | 'use_expires_at' | 'expires_at'>;

/** Status is computed when read: an unused reward expires, a code in use turns used. */
function statusOf(row: StatusFacts, now: Date): UserRewardStatus {
  if (row.used_at) return row.use_expires_at && row.use_expires_at > now ? 'inUse' : 'used';
  return row.expires_at > now ? 'available' : 'expired';
}

export function toUserReward(row: UserRewardRecord, reward: Reward, now: Date): UserReward {
  return {
    campaignRewardId: row.id,
    rewardCodeId: row.reward_code_id,
    reward,
    status: statusOf(row, now),
    code: row.code,
    redeemedAt: row.redeemed_at.toISOString(),
    usedAt: row.used_at?.toISOString() ?? null,
    useExpiresAt: row.use_expires_at?.toISOString() ?? null,
    expiresAt: row.expires_at.toISOString(),
  };
}

async function loadUserRewards(
  db: Db,
  now: Date,
  userId: number,
  filter: { userRewardId?: number; rewardCodeId?: number } = {},
): Promise<UserReward[]> {
  let query = db
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
  const rewards = await db.selectFrom('rewards').selectAll().where('id', 'in', rewardIds).execute();
  const byId = new Map(rewards.map((reward) => [reward.id, toReward(reward)]));
  return rows.map((row) => toUserReward(row, byId.get(row.reward_id) as Reward, now));
}

export const listUserRewards = (deps: AppDeps, userId: number) =>
  loadUserRewards(deps.db, deps.clock(), userId);

/** One of the user's rewards by its id; 404 when it is not theirs. */
export async function findUserReward(db: Db, now: Date, userId: number, userRewardId: number) {
  const [found] = await loadUserRewards(db, now, userId, { userRewardId });
  if (!found) throw notFound('This reward is not in your rewards.');
  return found;
}

export async function openReward(deps: AppDeps, userId: number, rewardCodeId: number) {
  const [found] = await loadUserRewards(deps.db, deps.clock(), userId, { rewardCodeId });
  if (!found) throw notFound('This reward code is not in your rewards.');
  return found;
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
