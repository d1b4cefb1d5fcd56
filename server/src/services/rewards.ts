import { sql } from 'kysely';
import type { Reward } from '../../../contract/wire.ts';
import type { RewardRow } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Db } from './points.ts';

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

export const rewardNotFound = () => notFound('This reward does not exist.');

export async function listRewards(db: Db): Promise<Reward[]> {
  const rows = await db
    .selectFrom('rewards')
    .selectAll()
    .orderBy('points_cost')
    .orderBy('id')
    .execute();
  return rows.map(toReward);
}

/** How many of one reward the user has redeemed, for its per-person limit. */
export async function redeemedCount(db: Db, userId: number, rewardId: number): Promise<number> {
  const { taken } = await db
    .selectFrom('user_rewards')
    .select(sql<number>`cast(count(*) as integer)`.as('taken'))
    .where('user_id', '=', userId)
    .where('reward_id', '=', rewardId)
    .executeTakeFirstOrThrow();
  return taken;
}

/** One reward, with how many of it the caller has redeemed. */
export async function getReward(db: Db, id: number, userId: number): Promise<Reward> {
  const row = await db.selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw rewardNotFound();
  return { ...toReward(row), redeemedByYou: await redeemedCount(db, userId, id) };
}
