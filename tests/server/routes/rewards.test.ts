import { expect, it } from 'vitest';
import {
  call,
  forEachDatabase,
  insertMember,
  insertReward,
  ledgerSum,
  rewardByTitle,
} from '../helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

forEachDatabase('rewards', (t) => {
  const redeem = (token: string, id: number, key: string | null = crypto.randomUUID()) =>
    call(t().app, 'POST', `/api/rewards/${id}/redeem`, {
      token,
      headers: key === null ? {} : { 'Idempotency-Key': key },
    });

  it('lists the six seeded rewards with real limits, and shows one by id', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const list = await call(ctx.app, 'GET', '/api/rewards', { token: member.token });
    expect(list.status).toBe(200);
    const seeded = list.body.filter((r: { title: string }) => !r.title.startsWith('Test reward'));
    expect(seeded).toHaveLength(6);
    expect(seeded.map((r: { pointsCost: number }) => r.pointsCost)).toEqual([
      50, 150, 250, 400, 800, 1000,
    ]);
    expect(seeded.some((r: { perUserLimit: number }) => r.perUserLimit === 1)).toBe(true);
    expect(seeded.some((r: { stockLeft: number }) => r.stockLeft <= 3)).toBe(true);
    expect(seeded.every((r: { imageUrl: string }) => r.imageUrl.startsWith('/images/'))).toBe(true);
    const one = await call(ctx.app, 'GET', `/api/rewards/${seeded[0].id}`, { token: member.token });
    expect(one.body).toEqual({ ...seeded[0], redeemedByYou: 0 });
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const missing = await call(ctx.app, 'GET', `/api/rewards/${id}`, { token: member.token });
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('redeems: spends points, takes stock, adds ledger and history rows, answers the new balance', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 200);
    const reward = await rewardByTitle(ctx, 'Free Iced Coffee');
    const res = await redeem(member.token, reward.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      campaignRewardId: expect.any(Number),
      rewardCodeId: null,
      status: 'available',
      code: null,
      usedAt: null,
      useExpiresAt: null,
      redeemedAt: ctx.clock.now.toISOString(),
      expiresAt: new Date(ctx.clock.now.getTime() + 30 * DAY).toISOString(),
      reward: { id: reward.id, stockLeft: reward.stock_left - 1 },
      balance: 150,
    });
    const me = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    expect(me.body.points).toBe(150);
    expect(await ledgerSum(ctx, member.userId)).toBe(150);
    const history = await call(ctx.app, 'GET', '/api/user/history/redeem', { token: member.token });
    expect(history.body).toEqual([
      {
        id: res.body.campaignRewardId,
        rewardTitle: 'Free Iced Coffee',
        pointsSpent: 50,
        status: 'available',
        createdAt: ctx.clock.now.toISOString(),
      },
    ]);
    const points = await call(ctx.app, 'GET', '/api/user/history/point', { token: member.token });
    expect(points.body[0]).toMatchObject({
      delta: -50,
      reason: 'redeem',
      title: 'Free Iced Coffee',
    });
    const mine = await call(ctx.app, 'GET', '/api/user/rewards', { token: member.token });
    // My rewards lists what the redeem answered, less the balance that came with it.
    const { balance: _, ...userReward } = res.body;
    expect(mine.body).toEqual([userReward]);
  });

  it('expiresAt is the reward end when that comes before 30 days', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 500);
    const id = await insertReward(ctx, { stock: 5, toMs: 2 * DAY });
    const res = await redeem(member.token, id);
    expect(res.body.expiresAt).toBe(new Date(ctx.clock.now.getTime() + 2 * DAY).toISOString());
  });

  it('answers 422 NOT_ENOUGH_POINTS with the points missing', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 100);
    const reward = await rewardByTitle(ctx, 'Canvas Tote Bag');
    const res = await redeem(member.token, reward.id);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'NOT_ENOUGH_POINTS',
      message: 'You need 150 more points.',
    });
  });

  it('answers 409 OUT_OF_STOCK when none are left', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 1000);
    const id = await insertReward(ctx, { stock: 1 });
    expect((await redeem(member.token, id)).status).toBe(200);
    const res = await redeem(member.token, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('OUT_OF_STOCK');
  });

  it('answers 409 LIMIT_REACHED past the per-user limit', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 1000);
    const id = await insertReward(ctx, { stock: 10, perUser: 1 });
    const other = await insertMember(ctx, 1000);
    const show = (token: string) => call(ctx.app, 'GET', `/api/rewards/${id}`, { token });
    expect((await show(member.token)).body).toMatchObject({ perUserLimit: 1, redeemedByYou: 0 });
    expect((await redeem(member.token, id)).status).toBe(200);
    // The detail says the member is at their limit before they try again; others are not.
    expect((await show(member.token)).body).toMatchObject({ redeemedByYou: 1, stockLeft: 9 });
    expect((await show(other.token)).body.redeemedByYou).toBe(0);
    const res = await redeem(member.token, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('LIMIT_REACHED');
  });

  it('answers 422 REWARD_NOT_ACTIVE before its start and after its end', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 5000);
    const future = await rewardByTitle(ctx, 'Wireless Headphones');
    const early = await redeem(member.token, future.id);
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe('REWARD_NOT_ACTIVE');
    const past = await insertReward(ctx, { stock: 5, fromMs: -2 * DAY, toMs: -DAY });
    expect((await redeem(member.token, past)).body.error.code).toBe('REWARD_NOT_ACTIVE');
    expect((await redeem(member.token, 999_999)).status).toBe(404);
  });

  it('needs an Idempotency-Key of 1 to 100 characters', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 1000);
    const reward = await rewardByTitle(ctx, 'Free Iced Coffee');
    for (const key of [null, '', 'k'.repeat(101)]) {
      const res = await redeem(member.token, reward.id, key);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'Idempotency-Key' });
    }
  });

  it('the same Idempotency-Key returns the first reward and spends once', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 1000);
    const reward = await rewardByTitle(ctx, 'Free Iced Coffee');
    const first = await redeem(member.token, reward.id, 'key-1');
    const second = await redeem(member.token, reward.id, 'key-1');
    expect(second.status).toBe(200);
    expect(second.body.campaignRewardId).toBe(first.body.campaignRewardId);
    // The reward made now and the one read back for the key are mapped alike.
    expect(second.body).toEqual(first.body);
    expect(second.body.balance).toBe(950);
    expect(await ledgerSum(ctx, member.userId)).toBe(950);
    const other = await rewardByTitle(ctx, '50 THB Discount');
    const reused = await redeem(member.token, other.id, 'key-1');
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('use gives a code for the use window; open shows it until the window ends, then used', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 1000);
    const id = await insertReward(ctx, { stock: 5, window: 15 });
    const redeemed = await redeem(member.token, id);
    const use = await call(ctx.app, 'PUT', '/api/user/rewards/use', {
      token: member.token,
      form: { campaignRewardId: redeemed.body.campaignRewardId },
    });
    expect(use.status).toBe(200);
    expect(use.body).toMatchObject({
      status: 'inUse',
      code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      rewardCodeId: expect.any(Number),
      usedAt: ctx.clock.now.toISOString(),
      useExpiresAt: new Date(ctx.clock.now.getTime() + 15 * MINUTE).toISOString(),
    });
    const twice = await call(ctx.app, 'PUT', '/api/user/rewards/use', {
      token: member.token,
      form: { campaignRewardId: redeemed.body.campaignRewardId },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('ALREADY_USED');
    const open = () =>
      call(ctx.app, 'GET', `/api/user/rewards/open?rewardCodeId=${use.body.rewardCodeId}`, {
        token: member.token,
      });
    ctx.clock.advance(14 * MINUTE);
    expect((await open()).body).toMatchObject({ status: 'inUse', code: use.body.code });
    ctx.clock.advance(MINUTE);
    expect((await open()).body.status).toBe('used');
    const history = await call(ctx.app, 'GET', '/api/user/history/redeem', { token: member.token });
    expect(history.body[0].status).toBe('used');

    const stranger = await insertMember(ctx);
    const foreign = await call(
      ctx.app,
      'GET',
      `/api/user/rewards/open?rewardCodeId=${use.body.rewardCodeId}`,
      {
        token: stranger.token,
      },
    );
    expect(foreign.status).toBe(404);
    const foreignUse = await call(ctx.app, 'PUT', '/api/user/rewards/use', {
      token: stranger.token,
      form: { campaignRewardId: redeemed.body.campaignRewardId },
    });
    expect(foreignUse.status).toBe(404);
    const badQuery = await call(ctx.app, 'GET', '/api/user/rewards/open?rewardCodeId=x', {
      token: member.token,
    });
    expect(badQuery.body.error).toMatchObject({ code: 'VALIDATION', field: 'rewardCodeId' });
    // A person reads this: never the rule itself.
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const bad = await call(ctx.app, 'GET', `/api/user/rewards/open?rewardCodeId=${id}`, {
        token: member.token,
      });
      expect(bad.body.error.message).toBe(
        'This reward code link is not valid. Open the reward from My rewards.',
      );
    }
    const badForm = await call(ctx.app, 'PUT', '/api/user/rewards/use', {
      token: member.token,
      form: {},
    });
    expect(badForm.body.error).toMatchObject({ code: 'VALIDATION', field: 'campaignRewardId' });
  });

  it('an unused reward past expiresAt reads expired and cannot be used', async () => {
    const ctx = t();
    const member = await insertMember(ctx, 1000);
    const id = await insertReward(ctx, { stock: 5, toMs: DAY });
    const redeemed = await redeem(member.token, id);
    ctx.clock.advance(DAY);
    try {
      const mine = await call(ctx.app, 'GET', '/api/user/rewards', { token: member.token });
      expect(
        mine.body.find(
          (r: { campaignRewardId: number }) =>
            r.campaignRewardId === redeemed.body.campaignRewardId,
        ).status,
      ).toBe('expired');
      const use = await call(ctx.app, 'PUT', '/api/user/rewards/use', {
        token: member.token,
        form: { campaignRewardId: redeemed.body.campaignRewardId },
      });
      expect(use.status).toBe(422);
      expect(use.body.error.code).toBe('REWARD_EXPIRED');
    } finally {
      ctx.clock.advance(-DAY);
    }
  });
});
