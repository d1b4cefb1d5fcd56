import { expect, it } from 'vitest';
import type { Campaign } from '../../../contract/wire.ts';
import { call, forEachDatabase, insertMember, testCodeKey } from '../helpers.ts';

const DAY = 24 * 60 * 60_000;

forEachDatabase('catalog', (t) => {
  it('campaigns of every type and status, status computed from dates', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const all = (await call(ctx.app, 'GET', '/api/campaigns', { token: member.token }))
      .body as Campaign[];
    for (const type of ['campaign', 'activity', 'exclusive']) {
      expect(all.some((c) => c.type === type)).toBe(true);
    }
    for (const status of ['active', 'comingSoon', 'ended']) {
      expect(all.some((c) => c.status === status)).toBe(true);
    }
    const activities = (
      await call(ctx.app, 'GET', '/api/campaigns?type=activity', { token: member.token })
    ).body as Campaign[];
    expect(activities.length).toBeGreaterThanOrEqual(3);
    expect(activities.every((c) => c.type === 'activity')).toBe(true);
    const soon = activities.find((c) => c.status === 'comingSoon') as Campaign;
    expect(new Date(soon.startsAt).getTime() - ctx.clock.now.getTime()).toBeLessThanOrEqual(
      7 * DAY,
    );
    const before = ctx.clock.now;
    ctx.clock.now = new Date(soon.startsAt);
    try {
      const started = await call(ctx.app, 'GET', `/api/campaigns/${soon.id}`, {
        token: member.token,
      });
      expect(started.body.status).toBe('active');
    } finally {
      ctx.clock.now = before;
    }
    const bad = await call(ctx.app, 'GET', '/api/campaigns?type=promo', { token: member.token });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'type' });
  });

  it('a campaign detail has a body and its rewards', async () => {
    const member = await insertMember(t());
    const list = (
      await call(t().app, 'GET', '/api/campaigns?type=campaign', { token: member.token })
    ).body;
    const summer = list.find((c: Campaign) => c.title === 'Summer Points Festival');
    const detail = await call(t().app, 'GET', `/api/campaigns/${summer.id}`, {
      token: member.token,
    });
    expect(detail.body.body.length).toBeGreaterThan(10);
    expect(detail.body.rewards.length).toBeGreaterThan(0);
    expect(detail.body.requiresConsent).toBe(true);
    expect(
      (await call(t().app, 'GET', '/api/campaigns/424242', { token: member.token })).status,
    ).toBe(404);
  });

  it('exclusive campaigns and contents answer 403 MEMBERS_ONLY to a user who has not registered', async () => {
    const ctx = t();
    const visitor = await insertMember(ctx, 0, false);
    const member = await insertMember(ctx);
    const exclusive = await call(ctx.app, 'GET', '/api/campaigns?type=exclusive', {
      token: visitor.token,
    });
    expect(exclusive.status).toBe(403);
    expect(exclusive.body.error.code).toBe('MEMBERS_ONLY');
    const all = (await call(ctx.app, 'GET', '/api/campaigns', { token: visitor.token }))
      .body as Campaign[];
    expect(all.some((c) => c.type === 'exclusive')).toBe(false);
    const vip = (
      await call(ctx.app, 'GET', '/api/campaigns?type=exclusive', { token: member.token })
    ).body[0] as Campaign;
    expect(
      (await call(ctx.app, 'GET', `/api/campaigns/${vip.id}`, { token: visitor.token })).status,
    ).toBe(403);
    expect(
      (await call(ctx.app, 'GET', `/api/campaigns/${vip.id}`, { token: member.token })).status,
    ).toBe(200);
    const contents = await ctx.db.selectFrom('contents').select(['id', 'exclusive']).execute();
    const open = contents.find((c) => !c.exclusive)!;
    const closed = contents.find((c) => c.exclusive)!;
    expect(
      (await call(ctx.app, 'GET', `/api/contents/${open.id}`, { token: visitor.token })).status,
    ).toBe(200);
    const denied = await call(ctx.app, 'GET', `/api/contents/${closed.id}`, {
      token: visitor.token,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('MEMBERS_ONLY');
    const content = await call(ctx.app, 'GET', `/api/contents/${closed.id}`, {
      token: member.token,
    });
    expect(content.body).toMatchObject({
      id: closed.id,
      exclusive: true,
      imageUrl: expect.stringMatching(/^\/images\//),
    });
    expect(
      (await call(ctx.app, 'GET', '/api/contents/999999', { token: member.token })).status,
    ).toBe(404);
    // The list links every page the caller may open: members get the exclusive ones too.
    const visitorList = await call(ctx.app, 'GET', '/api/contents', { token: visitor.token });
    expect(visitorList.body.map((c: { id: number }) => c.id)).toEqual(
      contents.filter((c) => !c.exclusive).map((c) => c.id),
    );
    const memberList = await call(ctx.app, 'GET', '/api/contents', { token: member.token });
    expect(memberList.body.map((c: { id: number }) => c.id)).toEqual(
      contents.map((c) => c.id).sort((a, b) => a - b),
    );
    expect((await call(ctx.app, 'GET', '/api/contents')).status).toBe(401);
  });

  it('home has active featured banners and highlights; products are six', async () => {
    const member = await insertMember(t());
    const home = await call(t().app, 'GET', '/api/home', { token: member.token });
    expect(home.body.banners.length).toBeGreaterThan(0);
    expect(home.body.banners.every((c: Campaign) => c.status === 'active')).toBe(true);
    expect(home.body.highlights.every((c: Campaign) => c.status !== 'ended')).toBe(true);
    const products = await call(t().app, 'GET', '/api/products', { token: member.token });
    expect(products.body).toHaveLength(6);
    expect(products.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
      imageUrl: expect.stringMatching(/^\/images\/.+\.svg$/),
      pointsPerPurchase: expect.any(Number),
    });
  });

  it('seeding twice does nothing the second time', async () => {
    const { seedIfEmpty } = await import('../../../server/src/db/seed.ts');
    expect(await seedIfEmpty(t().db, new Date(), testCodeKey())).toBe(false);
  });
});
