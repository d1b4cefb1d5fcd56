import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ImportRefused, importCatalogue } from '../../../server/src/cli/catalogueImport.ts';
import { call, forEachDatabase, insertMember, type TestContext } from '../helpers.ts';
import { catalogueOf, exampleData } from './exampleCatalogue.ts';

const TABLES = ['campaigns', 'rewards', 'contents', 'products', 'questions'] as const;

/** Every row of the catalogue's tables, as text: what an import may or may not have changed. */
async function snapshot(ctx: TestContext) {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(table)} t order by id`.execute(ctx.db);
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

const reward = (ctx: TestContext, key: string) =>
  ctx.db.selectFrom('rewards').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

forEachDatabase('catalogue import', (t) => {
  it('adds the example catalogue, then changes nothing when the same file comes again', async () => {
    const ctx = t();
    const data = exampleData('-twice');
    const first = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    expect(first.campaigns.added).toEqual([
      'everyday-points-twice',
      'cool-season-2026-twice',
      'latte-art-workshop-2027-twice',
    ]);
    expect(first.rewards.added).toHaveLength(3);
    const coffee = await reward(ctx, 'free-iced-coffee-twice');
    expect(coffee).toMatchObject({
      title: 'Free Iced Coffee',
      points_cost: 300,
      stock_left: 1000,
      stock_total: 1000,
    });
    const campaign = await ctx.db
      .selectFrom('campaigns')
      .select('id')
      .where('key', '=', 'everyday-points-twice')
      .executeTakeFirstOrThrow();
    expect(coffee.campaign_id).toBe(campaign.id);

    const before = await snapshot(ctx);
    const second = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    for (const kind of TABLES) {
      expect(second[kind].added).toEqual([]);
      expect(second[kind].changed).toEqual([]);
      expect(second[kind].unchanged).toHaveLength(data[kind].length);
    }
    expect(await snapshot(ctx)).toEqual(before);

    // What members see: the reward in the catalogue, the question in the questionnaire.
    const member = await insertMember(ctx);
    const rewards = await call(ctx.app, 'GET', '/api/rewards', { token: member.token });
    expect(rewards.body).toContainEqual(
      expect.objectContaining({ id: coffee.id, title: 'Free Iced Coffee', stockLeft: 1000 }),
    );
    const questions = await call(ctx.app, 'GET', '/api/questionnaire', { token: member.token });
    expect(questions.body).toContainEqual(
      expect.objectContaining({ text: 'Which drink do you order most?', kind: 'single' }),
    );
  });

  it('a dry run tells what would change and writes nothing', async () => {
    const ctx = t();
    const data = exampleData('-dry');
    const before = await snapshot(ctx);
    const plan = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: true });
    expect(plan.rewards.added).toEqual([
      'free-iced-coffee-dry',
      'cool-season-tumbler-dry',
      'gift-voucher-100-dry',
    ]);
    expect(await snapshot(ctx)).toEqual(before);

    await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    data.campaigns[0].title = 'Everyday Points Plus';
    const written = await snapshot(ctx);
    const edited = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: true });
    expect(edited.campaigns.changed).toEqual([{ key: 'everyday-points-dry', fields: ['title'] }]);
    expect(await snapshot(ctx)).toEqual(written);
  });

  it('updates an edited item in place, naming the fields that changed', async () => {
    const ctx = t();
    const data = exampleData('-edit');
    await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    const before = await reward(ctx, 'gift-voucher-100-edit');
    data.rewards[2].title = '150 THB Gift Voucher';
    data.rewards[2].pointsCost = 1400;
    data.rewards[2].campaign = 'cool-season-2026-edit';
    data.rewards[2].endsAt = '2027-06-30T23:59:59+07:00';
    data.campaigns[1].requiresConsent = false;
    data.questions[0].options.push({ value: 'juice', label: 'Juice' });
    data.questions.reverse();
    data.products[0].pointsPerPurchase = 12;
    const plan = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    expect(plan.rewards.changed).toEqual([
      {
        key: 'gift-voucher-100-edit',
        fields: ['campaign', 'title', 'pointsCost', 'endsAt'],
      },
    ]);
    expect(plan.campaigns.changed).toEqual([
      { key: 'cool-season-2026-edit', fields: ['requiresConsent'] },
    ]);
    expect(plan.questions.changed).toEqual([
      { key: 'service-rating-edit', fields: ['position (its place in the file)'] },
      { key: 'favourite-drink-edit', fields: ['position (its place in the file)', 'options'] },
    ]);
    expect(plan.products.changed).toEqual([
      { key: 'signature-latte-edit', fields: ['pointsPerPurchase'] },
    ]);
    const after = await reward(ctx, 'gift-voucher-100-edit');
    const cool = await ctx.db
      .selectFrom('campaigns')
      .select('id')
      .where('key', '=', 'cool-season-2026-edit')
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      id: before.id,
      title: '150 THB Gift Voucher',
      points_cost: 1400,
      campaign_id: cool.id,
      ends_at: new Date('2027-06-30T16:59:59Z'),
      stock_left: 50,
    });
  });

  it('keeps the stock a total: members keep what they redeemed, and a total below it is refused', async () => {
    const ctx = t();
    const data = exampleData('-stock');
    data.rewards[0].startsAt = new Date(ctx.clock.now.getTime() - 86_400_000).toISOString();
    data.rewards[0].stock = 10;
    await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    const { id } = await reward(ctx, 'free-iced-coffee-stock');
    for (let i = 0; i < 4; i += 1) {
      const member = await insertMember(ctx, 300);
      const redeemed = await call(ctx.app, 'POST', `/api/rewards/${id}/redeem`, {
        token: member.token,
        headers: { 'Idempotency-Key': `stock-${i}` },
      });
      expect(redeemed.status).toBe(200);
    }
    expect(await reward(ctx, 'free-iced-coffee-stock')).toMatchObject({ stock_left: 6 });

    // The same file again gives nothing back.
    await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    expect(await reward(ctx, 'free-iced-coffee-stock')).toMatchObject({
      stock_left: 6,
      stock_total: 10,
    });
    // More stock adds to what is left; less takes from it, down to what was redeemed.
    data.rewards[0].stock = 25;
    const raised = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    expect(raised.rewards.changed).toEqual([{ key: 'free-iced-coffee-stock', fields: ['stock'] }]);
    expect(await reward(ctx, 'free-iced-coffee-stock')).toMatchObject({ stock_left: 21 });
    data.rewards[0].stock = 4;
    await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    expect(await reward(ctx, 'free-iced-coffee-stock')).toMatchObject({
      stock_left: 0,
      stock_total: 4,
    });
    data.rewards[0].stock = 3;
    data.rewards[0].title = 'Free Iced Coffee (last ones)';
    const refused = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ImportRefused);
    expect((refused as ImportRefused).problems).toEqual([
      'rewards[0].stock: members have redeemed 4 already; the total cannot be less',
    ]);
    expect(await reward(ctx, 'free-iced-coffee-stock')).toMatchObject({
      title: 'Free Iced Coffee',
      stock_left: 0,
      stock_total: 4,
    });
  });

  it('is one transaction: a problem late in the file, or a failure while writing, leaves nothing written', async () => {
    const ctx = t();
    const data = exampleData('-atomic');
    data.rewards[2].campaign = 'no-such-campaign';
    const before = await snapshot(ctx);
    const refused = await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false }).catch(
      (error: unknown) => error,
    );
    expect((refused as ImportRefused).problems).toEqual([
      'rewards[2].campaign: no campaign has the key "no-such-campaign", in this file or the database',
    ]);
    expect(await snapshot(ctx)).toEqual(before);

    // The last kind written fails in the database: the campaigns and rewards before it go too.
    data.rewards[2].campaign = null;
    await sql`
      create function refuse_question() returns trigger language plpgsql as $$
      begin raise exception 'no questions today'; end $$`.execute(ctx.db);
    await sql`
      create trigger refuse_question before insert on questions
      for each row execute function refuse_question()`.execute(ctx.db);
    try {
      await expect(importCatalogue(ctx.db, catalogueOf(data), { dryRun: false })).rejects.toThrow(
        /no questions today/,
      );
    } finally {
      await sql`drop trigger refuse_question on questions`.execute(ctx.db);
      await sql`drop function refuse_question()`.execute(ctx.db);
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  it("names a campaign already in the database by its key, the demo seed's included", async () => {
    const ctx = t();
    const data = exampleData('-demo');
    data.rewards[0].campaign = 'demo-summer';
    await importCatalogue(ctx.db, catalogueOf(data), { dryRun: false });
    const summer = await ctx.db
      .selectFrom('campaigns')
      .select(['id', 'title'])
      .where('key', '=', 'demo-summer')
      .executeTakeFirstOrThrow();
    expect(summer.title).toBe('Summer Points Festival');
    expect((await reward(ctx, 'free-iced-coffee-demo')).campaign_id).toBe(summer.id);
  });
});
