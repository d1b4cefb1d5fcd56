import { type Kysely, sql } from 'kysely';
import { codeHash } from './codeHash.ts';
import { claimCodeKey } from './codeKey.ts';
import { type CampaignKey, DEMO_CAMPAIGNS, type DemoCampaign } from './demoCampaigns.ts';
import { DEMO_CONTENTS, DEMO_PRODUCTS } from './demoCatalog.ts';
import { DEMO_CODES } from './demoCodes.ts';
import { DEMO_QUESTIONS } from './demoQuestions.ts';
import { DEMO_REWARDS } from './demoRewards.ts';
import { imageUrl } from './images.ts';
import type { Database } from './schema.ts';

const DAY = 24 * 60 * 60_000;

/** A demo item's key in the database: its key in the demo data, kept apart from an operator's
 *  own keys (npm run catalogue), so that a catalogue tried on the demo adds to it. */
const demoKey = (key: string) => `demo-${key}`;

/** Fills an empty database with demo data, dated relative to now, its codes hashed with
 *  `codeKey`. Answers whether it seeded. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  now: Date,
  codeKey: Buffer,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table campaigns in exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('campaigns').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const campaigns = await trx
      .insertInto('campaigns')
      .values(
        Object.entries(DEMO_CAMPAIGNS).map(([key, c]: [string, DemoCampaign]) => ({
          key: demoKey(key),
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
      .returning(['id', 'key'])
      .execute();
    const idByKey = new Map(campaigns.map((row) => [row.key, row.id]));
    const campaignId = (key: CampaignKey | null) =>
      key === null ? null : (idByKey.get(demoKey(key)) ?? null);
    await trx
      .insertInto('contents')
      .values(DEMO_CONTENTS.map((c) => ({ ...c, key: demoKey(c.key) })))
      .execute();
    await trx
      .insertInto('products')
      .values(
        DEMO_PRODUCTS.map(([key, name, description, image, points]) => ({
          key: demoKey(key),
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
          key: demoKey(r.key),
          campaign_id: campaignId(r.campaign),
          title: r.title,
          description: r.description,
          image_url: imageUrl(r.image),
          points_cost: r.cost,
          stock_left: r.stock,
          stock_total: r.stock,
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
          code_hash: codeHash(codeKey, c.code),
          title: c.title,
          points: c.points,
          campaign_id: campaignId(c.campaign),
          starts_at: at(c.startsInDays),
          ends_at: at(c.endsInDays),
        })),
      )
      .execute();
    await claimCodeKey(trx, codeKey);
    await trx
      .insertInto('questions')
      .values(
        DEMO_QUESTIONS.map((q, index) => ({
          key: demoKey(q.key),
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
