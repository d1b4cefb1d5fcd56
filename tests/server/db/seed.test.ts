import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { codeHash } from '../../../server/src/db/codeHash.ts';
import { type CampaignKey, DEMO_CAMPAIGNS } from '../../../server/src/db/demoCampaigns.ts';
import { DEMO_CODES } from '../../../server/src/db/demoCodes.ts';
import { DEMO_REWARDS } from '../../../server/src/db/demoRewards.ts';
import { forEachDatabase, testCodeKey } from '../helpers.ts';

forEachDatabase('seed', (t) => {
  it('links each demo reward and code to the campaign its key names', async () => {
    const { db } = t();
    const campaigns = await db.selectFrom('campaigns').select(['id', 'title']).execute();
    const titleOf = new Map(campaigns.map((row) => [row.id, row.title]));
    const linked = (campaignId: number | null) =>
      campaignId === null ? null : titleOf.get(campaignId);
    const named = (key: CampaignKey | null) => (key === null ? null : DEMO_CAMPAIGNS[key].title);

    const rewards = await db.selectFrom('rewards').select(['title', 'campaign_id']).execute();
    for (const reward of DEMO_REWARDS) {
      const row = rewards.find((r) => r.title === reward.title);
      expect(row, reward.title).toBeDefined();
      expect(linked(row!.campaign_id), reward.title).toBe(named(reward.campaign));
    }
    const codes = await db.selectFrom('codes').select(['code_hash', 'campaign_id']).execute();
    for (const code of DEMO_CODES) {
      const row = codes.find((c) => c.code_hash === codeHash(testCodeKey(), code.code));
      expect(row, code.code).toBeDefined();
      expect(linked(row!.campaign_id), code.code).toBe(named(code.campaign));
    }
    expect(DEMO_REWARDS.some((r) => r.campaign !== null)).toBe(true);
    expect(DEMO_CODES.some((c) => c.campaign !== null)).toBe(true);
  });

  it("keys every demo item demo-…, apart from an operator's keys", async () => {
    const { db } = t();
    const example = JSON.parse(readFileSync('docs/catalogue.example.json', 'utf8'));
    for (const table of ['campaigns', 'rewards', 'contents', 'products', 'questions'] as const) {
      const keys = (await db.selectFrom(table).select('key').execute()).map((row) => row.key);
      expect(keys.length, table).toBeGreaterThan(0);
      for (const key of keys) expect(key, table).toMatch(/^demo-[A-Za-z0-9-]+$/);
      expect(new Set(keys).size, table).toBe(keys.length);
      for (const item of example[table]) expect(keys).not.toContain(item.key);
    }
    expect(
      await db
        .selectFrom('campaigns')
        .select('key')
        .where('title', '=', 'Summer Points Festival')
        .executeTakeFirst(),
    ).toEqual({ key: 'demo-summer' });
  });
});
