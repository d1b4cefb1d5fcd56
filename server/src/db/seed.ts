import { type Kysely, sql } from 'kysely';
import { type CampaignKey, DEMO_CAMPAIGNS, type DemoCampaign } from './demoCampaigns.ts';
import { DEMO_CONTENTS, DEMO_PRODUCTS } from './demoCatalog.ts';
import { DEMO_CODES } from './demoCodes.ts';
import { DEMO_QUESTIONS } from './demoQuestions.ts';
import { DEMO_REWARDS } from './demoRewards.ts';
import { imageUrl } from './images.ts';
import type { Database } from './schema.ts';

const DAY = 24 * 60 * 60_000;

/** Fills an empty database with demo data, dated relative to now. Answers whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table campaigns in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('campaigns').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const campaigns = await trx
      .insertInto('campaigns')
      .values(
        Object.values(DEMO_CAMPAIGNS).map((c: DemoCampaign) => ({
          type: c.type,
          title: c.title,
          summary: c.summary,
          body: c.body,
          image_url: imageUrl(c.image),
          starts_at: at(c.from),
          ends_at: at(c.to),
          requires_consent: c.requiresConsent ?? false,
          featured: c.featured ?? false,
        })),
      )
      .returning(['id', 'title'])
      .execute();
    const idByTitle = new Map(campaigns.map((row) => [row.title, row.id]));
    const campaignId = (key: CampaignKey | null) =>
      key === null ? null : (idByTitle.get(DEMO_CAMPAIGNS[key].title) ?? null);
    await trx.insertInto('contents').values(DEMO_CONTENTS).execute();
    await trx
      .insertInto('products')
      .values(
        DEMO_PRODUCTS.map(([name, description, image, points]) => ({
          name,
          description,
          image_url: imageUrl(image),
          points_per_purchase: points,
        })),
      )
      .execute();
    await trx
      .insertInto('rewards')
      .values(
        DEMO_REWARDS.map((r) => ({
          campaign_id: campaignId(r.campaign),
          title: r.title,
          description: r.description,
          image_url: imageUrl(r.image),
          points_cost: r.cost,
          stock_left: r.stock,
          per_user_limit: r.perUser,
          use_window_minutes: r.window,
          starts_at: at(r.from),
          ends_at: at(r.to),
        })),
      )
      .execute();
    await trx
      .insertInto('codes')
      .values(
        DEMO_CODES.map((c) => ({
          code: c.code,
          title: c.title,
          points: c.points,
          campaign_id: campaignId(c.campaign),
          starts_at: at(c.startsInDays),
          ends_at: at(c.endsInDays),
        })),
      )
      .execute();
    await trx
      .insertInto('questions')
      .values(
        DEMO_QUESTIONS.map((q, index) => ({
          position: index + 1,
          text: q.text,
          kind: q.kind,
          options: JSON.stringify(q.options),
          required: q.required,
        })),
      )
      .execute();
    return true;
  });
}
