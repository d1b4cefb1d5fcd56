import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { codesCsv } from '../../../server/src/cli/codesCsv.ts';
import { CODE_LENGTH, groupCode, MintRefused, mintCodes } from '../../../server/src/cli/mint.ts';
import { codeHash } from '../../../server/src/db/codeHash.ts';
import { pointsCodeKey } from '../../../server/src/settings/secrets.ts';
import {
  call,
  forEachDatabase,
  insertMember,
  ledgerSum,
  type TestContext,
  testCodeKey,
} from '../helpers.ts';

const DAY = 86_400_000;
const mint = (ctx: TestContext, count: number, points = 300) =>
  mintCodes(ctx.db, testCodeKey(), { campaignKey: 'demo-summer', points, count }, ctx.clock.now);

/** Every row of every table in the database's schema, as text. */
async function everyRow(ctx: TestContext): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(ctx.db);
  let text = '';
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`
      select row_to_json(t)::text as row from ${sql.table(name)} t`.execute(ctx.db);
    text += rows.map((r) => r.row).join('\n');
  }
  return text;
}

forEachDatabase('minted codes', (t) => {
  it('are 12 characters without look-alikes, all different, grouped by four in the CSV', async () => {
    const ctx = t();
    const minted = await mint(ctx, 2000);
    expect(minted.codes).toHaveLength(2000);
    expect(new Set(minted.codes).size).toBe(2000);
    for (const code of minted.codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(CODE_LENGTH).toBe(12);
    // Every letter of the alphabet turns up, and none of 0, O, 1, I, L.
    const used = new Set(minted.codes.join(''));
    expect(used.size).toBe(31);
    for (const lookalike of '0O1IL') expect(used.has(lookalike)).toBe(false);
    expect(minted).toMatchObject({ title: 'Summer Points Festival', points: 300 });
    const campaign = await ctx.db
      .selectFrom('campaigns')
      .select(['starts_at', 'ends_at'])
      .where('key', '=', 'demo-summer')
      .executeTakeFirstOrThrow();
    expect([minted.startsAt, minted.endsAt]).toEqual([campaign.starts_at, campaign.ends_at]);

    const lines = codesCsv(minted).trimEnd().split('\n');
    expect(lines[0]).toBe('code,points,title,starts,ends');
    expect(lines).toHaveLength(2001);
    const [code, ...rest] = (lines[1] as string).split(',');
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(code?.replaceAll('-', '')).toBe(minted.codes[0]);
    expect(rest).toEqual([
      '300',
      'Summer Points Festival',
      campaign.starts_at.toISOString(),
      campaign.ends_at.toISOString(),
    ]);
    expect(codesCsv({ ...minted, codes: ['ABCD'], title: 'Say "hi", twice' })).toBe(
      `code,points,title,starts,ends\nABCD,300,"Say ""hi"", twice",${campaign.starts_at.toISOString()},${campaign.ends_at.toISOString()}\n`,
    );
  });

  it('leave no usable code in the database: only keyed hashes, and the last four only once used', async () => {
    const ctx = t();
    const minted = await mint(ctx, 200);
    const member = await insertMember(ctx);
    const used = minted.codes[0] as string;
    await call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code: used } });
    const rows = await everyRow(ctx);
    for (const code of minted.codes) {
      expect(rows.includes(code)).toBe(false);
      expect(rows.includes(groupCode(code))).toBe(false);
      expect(rows.toLowerCase().includes(code.toLowerCase())).toBe(false);
    }
    const hashes = await ctx.db
      .selectFrom('codes')
      .select('code_hash')
      .where('single_use', '=', true)
      .execute();
    expect(hashes.map((row) => row.code_hash)).toContain(codeHash(testCodeKey(), used));
    const { rows: columns } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'codes' order by column_name`.execute(
      ctx.db,
    );
    expect(columns.map((c) => c.name)).toEqual([
      'campaign_id',
      'code_hash',
      'ends_at',
      'id',
      'points',
      'single_use',
      'starts_at',
      'title',
    ]);
    const history = await call(ctx.app, 'GET', '/api/user/history/code', { token: member.token });
    expect(history.body[0].code).toBe(`********${used.slice(-4)}`);
  });

  it('are entered in any case, with or without dashes and spaces', async () => {
    const ctx = t();
    const [a, b, c, d] = (await mint(ctx, 4, 40)).codes as [string, string, string, string];
    const member = await insertMember(ctx);
    for (const typed of [
      a.toLowerCase(),
      groupCode(b),
      ` ${groupCode(c).toLowerCase().replaceAll('-', ' ')} `,
      groupCode(d).replaceAll('-', '\u2013'),
    ]) {
      const res = await call(ctx.app, 'POST', '/api/codes', {
        token: member.token,
        form: { code: typed },
      });
      expect(res.status, typed).toBe(200);
    }
    expect(await ledgerSum(ctx, member.userId)).toBe(160);
  });

  it('credit once in all: the first member wins, the others are told it was used', async () => {
    const ctx = t();
    const [code] = (await mint(ctx, 1, 500)).codes as [string];
    const [first, second] = [await insertMember(ctx), await insertMember(ctx)];
    const enter = (token: string, typed = code) =>
      call(ctx.app, 'POST', '/api/codes', { token, form: { code: typed } });
    expect((await enter(first.token)).body).toMatchObject({ pointsAdded: 500, balance: 500 });
    const again = await enter(first.token, groupCode(code));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'CODE_USED',
      message: 'You have already used this code.',
      field: 'code',
    });
    const other = await enter(second.token);
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({
      code: 'CODE_USED',
      message: 'This code has already been used: each printed code gives points once.',
    });
    expect(await ledgerSum(ctx, second.userId)).toBe(0);
    // The database holds it too: a second redemption of a single-use code is refused.
    const codeRow = await ctx.db
      .selectFrom('codes')
      .select('id')
      .where('code_hash', '=', codeHash(testCodeKey(), code))
      .executeTakeFirstOrThrow();
    await expect(
      ctx.db
        .insertInto('code_redemptions')
        .values({
          user_id: second.userId,
          code_id: codeRow.id,
          masked_code: '****',
          single_use: true,
          points_added: 500,
          created_at: ctx.clock.now,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      ctx.db
        .insertInto('code_redemptions')
        .values({
          user_id: second.userId,
          code_id: codeRow.id,
          masked_code: '****',
          single_use: false,
          points_added: 500,
          created_at: ctx.clock.now,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('entered by two members at the same moment credit exactly one of them', async () => {
    const ctx = t();
    const { codes } = await mint(ctx, 10, 250);
    for (const code of codes) {
      const members = [await insertMember(ctx), await insertMember(ctx)];
      const results = await Promise.all(
        members.map((m) => call(ctx.app, 'POST', '/api/codes', { token: m.token, form: { code } })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const sums = await Promise.all(members.map((m) => ledgerSum(ctx, m.userId)));
      expect(sums.sort()).toEqual([0, 250]);
    }
    const [code] = (await mint(ctx, 1, 100)).codes as [string];
    const crowd = await Promise.all(Array.from({ length: 20 }, () => insertMember(ctx)));
    const results = await Promise.all(
      crowd.map((m) => call(ctx.app, 'POST', '/api/codes', { token: m.token, form: { code } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const sums = await Promise.all(crowd.map((m) => ledgerSum(ctx, m.userId)));
    expect(sums.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('leave the demo codes once per member', async () => {
    const ctx = t();
    const members = [await insertMember(ctx), await insertMember(ctx)];
    for (const member of members) {
      const enter = () =>
        call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code: 'bonus-250' } });
      expect((await enter()).status).toBe(200);
      expect((await enter()).body.error).toMatchObject({
        code: 'CODE_USED',
        message: 'You have already used this code.',
      });
    }
  });

  it('replace a code that collides with one in the database', async () => {
    const ctx = t();
    const [taken] = (await mint(ctx, 1)).codes as [string];
    const queue = [taken, 'ABCDEFGHJKMN', taken, 'PQRSTUVWXYZ2'];
    const minted = await mintCodes(
      ctx.db,
      testCodeKey(),
      { campaignKey: 'demo-summer', points: 10, count: 2 },
      ctx.clock.now,
      () => queue.shift() as string,
    );
    expect(minted.codes.sort()).toEqual(['ABCDEFGHJKMN', 'PQRSTUVWXYZ2']);
    const stored = await ctx.db
      .selectFrom('codes')
      .select('points')
      .where('code_hash', '=', codeHash(testCodeKey(), taken))
      .executeTakeFirstOrThrow();
    expect(stored.points).toBe(300);
  });

  it('are refused for an unknown campaign, a window in the past, or another secret', async () => {
    const ctx = t();
    const request = (changes: object) =>
      mintCodes(
        ctx.db,
        testCodeKey(),
        { campaignKey: 'demo-summer', points: 10, count: 1, ...changes },
        ctx.clock.now,
      );
    await expect(request({ campaignKey: 'autumn' })).rejects.toThrow(
      new MintRefused('--campaign: no campaign has the key "autumn"'),
    );
    // The demo's ended New Year campaign: its window is over.
    await expect(request({ campaignKey: 'demo-newYear' })).rejects.toThrow(
      /^--ends: in the future/,
    );
    const start = new Date(ctx.clock.now.getTime() + DAY);
    await expect(request({ startsAt: start, endsAt: start })).rejects.toThrow(
      /^--ends: after the start/,
    );
    const title = await request({ title: 'Receipt bonus', endsAt: start });
    expect(title).toMatchObject({ title: 'Receipt bonus', endsAt: start });

    const count = await ctx.db
      .selectFrom('codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      mintCodes(
        ctx.db,
        pointsCodeKey('another-secret-of-at-least-32-characters!'),
        { campaignKey: 'demo-summer', points: 10, count: 5 },
        ctx.clock.now,
      ),
    ).rejects.toThrow(/hashed under another secret/);
    const after = await ctx.db
      .selectFrom('codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });
});
