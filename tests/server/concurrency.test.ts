import { expect, it } from 'vitest';
import { call, forEachDatabase, insertMember, insertReward, ledgerSum } from './helpers.ts';

forEachDatabase('concurrency', (t) => {
  it('50 users redeeming a reward with 10 left get exactly 10', async () => {
    const ctx = t();
    const id = await insertReward(ctx, { stock: 10, cost: 100, perUser: 1 });
    const members = await Promise.all(Array.from({ length: 50 }, () => insertMember(ctx, 100)));
    const results = await Promise.all(
      members.map((m) =>
        call(ctx.app, 'POST', `/api/rewards/${id}/redeem`, {
          token: m.token,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'OUT_OF_STOCK'),
    ).toBe(true);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const reward = await ctx.db
      .selectFrom('rewards')
      .select('stock_left')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reward.stock_left).toBe(0);
    const rows = await ctx.db
      .selectFrom('user_rewards')
      .select('id')
      .where('reward_id', '=', id)
      .execute();
    expect(rows).toHaveLength(10);
  });

  it('one user firing 20 parallel redeems with points for 3 gets 3 and keeps a balance >= 0', async () => {
    const ctx = t();
    const id = await insertReward(ctx, { stock: 100, cost: 100, perUser: 50 });
    const member = await insertMember(ctx, 350);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx.app, 'POST', `/api/rewards/${id}/redeem`, {
          token: member.token,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status === 422)
        .every((r) => r.body.error.code === 'NOT_ENOUGH_POINTS'),
    ).toBe(true);
    expect(await ledgerSum(ctx, member.userId)).toBe(50);
    const me = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    expect(me.body.points).toBe(50);
  });

  it('the same Idempotency-Key sent in parallel gives one reward', async () => {
    const ctx = t();
    const id = await insertReward(ctx, { stock: 100, cost: 100 });
    const member = await insertMember(ctx, 1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(ctx.app, 'POST', `/api/rewards/${id}/redeem`, {
          token: member.token,
          headers: { 'Idempotency-Key': 'same-key' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.campaignRewardId)).size).toBe(1);
    expect(await ledgerSum(ctx, member.userId)).toBe(900);
  });

  it('one code entered by 20 parallel requests is credited once', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code: 'LUCKY777' } }),
      ),
    );
    // Each entry counts against the wrong-code limit until it proves right, so those past the
    // limit wait (429) rather than all being evaluated at once.
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 || r.status === 429)).toHaveLength(19);
    expect(await ledgerSum(ctx, member.userId)).toBe(777);
  });

  it('20 wrong codes in parallel evaluate at most the limit of 5', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code: `NOPE${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('parallel uses of one reward give one code', async () => {
    const ctx = t();
    const id = await insertReward(ctx, { stock: 5 });
    const member = await insertMember(ctx, 1000);
    const redeemed = await call(ctx.app, 'POST', `/api/rewards/${id}/redeem`, {
      token: member.token,
      headers: { 'Idempotency-Key': 'use-race' },
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(ctx.app, 'PUT', '/api/user/rewards/use', {
          token: member.token,
          form: { campaignRewardId: redeemed.body.campaignRewardId },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
  });
});
