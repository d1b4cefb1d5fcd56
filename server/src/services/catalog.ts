import type {
  Campaign,
  CampaignDetail,
  CampaignStatus,
  CampaignType,
  Content,
  HomeFeed,
  Product,
} from '../../../contract/wire.ts';
import type { CampaignRow, ContentRow } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound, unauthorized } from '../http/errors.ts';
import { toReward } from './rewards.ts';

export function campaignStatus(
  row: Pick<CampaignRow, 'starts_at' | 'ends_at'>,
  now: Date,
): CampaignStatus {
  if (now < row.starts_at) return 'comingSoon';
  return now < row.ends_at ? 'active' : 'ended';
}

function toCampaign(row: CampaignRow, now: Date): Campaign {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    summary: row.summary,
    imageUrl: row.image_url,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: campaignStatus(row, now),
    requiresConsent: row.requires_consent,
  };
}

const STATUS_ORDER: Record<CampaignStatus, number> = { active: 0, comingSoon: 1, ended: 2 };

const membersOnly = () =>
  new ApiError(403, 'MEMBERS_ONLY', 'This is for registered members only. Please register first.');

async function isMember(deps: AppDeps, userId: number): Promise<boolean> {
  const user = await deps.db
    .selectFrom('users')
    .select('registered_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  return user.registered_at !== null;
}

export async function listCampaigns(
  deps: AppDeps,
  userId: number,
  type: CampaignType | undefined,
): Promise<Campaign[]> {
  const member = await isMember(deps, userId);
  if (type === 'exclusive' && !member) throw membersOnly();
  let query = deps.db.selectFrom('campaigns').selectAll();
  if (type) query = query.where('type', '=', type);
  else if (!member) query = query.where('type', '<>', 'exclusive');
  const now = deps.clock();
  const rows = await query.orderBy('starts_at', 'desc').orderBy('id').execute();
  return rows
    .map((row) => toCampaign(row, now))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

export async function getCampaign(
  deps: AppDeps,
  userId: number,
  id: number,
): Promise<CampaignDetail> {
  const row = await deps.db
    .selectFrom('campaigns')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('This campaign does not exist.');
  if (row.type === 'exclusive' && !(await isMember(deps, userId))) throw membersOnly();
  const rewards = await deps.db
    .selectFrom('rewards')
    .selectAll()
    .where('campaign_id', '=', id)
    .orderBy('points_cost')
    .execute();
  return { ...toCampaign(row, deps.clock()), body: row.body, rewards: rewards.map(toReward) };
}

export async function getHome(deps: AppDeps, userId: number): Promise<HomeFeed> {
  const member = await isMember(deps, userId);
  const now = deps.clock();
  let query = deps.db.selectFrom('campaigns').selectAll().where('ends_at', '>', now);
  if (!member) query = query.where('type', '<>', 'exclusive');
  const rows = await query.orderBy('starts_at').orderBy('id').execute();
  const campaigns = rows.map((row) => ({ row, campaign: toCampaign(row, now) }));
  return {
    banners: campaigns
      .filter(({ row, campaign }) => row.featured && campaign.status === 'active')
      .map(({ campaign }) => campaign),
    highlights: campaigns
      .filter(({ row }) => !row.featured)
      .sort((a, b) => STATUS_ORDER[a.campaign.status] - STATUS_ORDER[b.campaign.status])
      .slice(0, 6)
      .map(({ campaign }) => campaign),
  };
}

/** Every content page the caller may open, in the order they were written (a visitor who has
 *  not registered gets no exclusive one). */
export async function listContents(deps: AppDeps, userId: number): Promise<Content[]> {
  let query = deps.db.selectFrom('contents').selectAll();
  if (!(await isMember(deps, userId))) query = query.where('exclusive', '=', false);
  const rows = await query.orderBy('id').execute();
  return rows.map(toContent);
}

const toContent = (row: ContentRow): Content => ({
  id: row.id,
  title: row.title,
  body: row.body,
  imageUrl: row.image_url,
  exclusive: row.exclusive,
});

export async function getContent(deps: AppDeps, userId: number, id: number): Promise<Content> {
  const row = await deps.db
    .selectFrom('contents')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('This content does not exist.');
  if (row.exclusive && !(await isMember(deps, userId))) throw membersOnly();
  return toContent(row);
}

export async function listProducts(deps: AppDeps): Promise<Product[]> {
  const rows = await deps.db.selectFrom('products').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    pointsPerPurchase: row.points_per_purchase,
  }));
}
