import { expect, it } from 'vitest';
import { call, forEachDatabase, insertMember, registerUser, validProfile } from './helpers.ts';

forEachDatabase('user', (t) => {
  it('PUT /api/user updates the profile with the register rules and answers User', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const profile = { ...validProfile(), firstname: '  Malee ' };
    const res = await call(ctx.app, 'PUT', '/api/user', { token: member.token, form: profile });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.userId, firstname: 'Malee', tel: profile.tel });
    const bad = await call(ctx.app, 'PUT', '/api/user', {
      token: member.token,
      form: { ...profile, email: 'nope' },
    });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'email' });
    const extra = await call(ctx.app, 'PUT', '/api/user', {
      token: member.token,
      form: { ...profile, points: '99999' },
    });
    expect(extra.body.error).toMatchObject({ code: 'VALIDATION', field: 'points' });
  });

  it('PUT /api/user answers 409 TEL_TAKEN for another member number, but keeps your own', async () => {
    const ctx = t();
    const a = await registerUser(ctx);
    const b = await insertMember(ctx);
    const taken = await call(ctx.app, 'PUT', '/api/user', {
      token: b.token,
      form: { ...validProfile(), tel: a.tel },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'TEL_TAKEN', field: 'tel' });
    const own = await call(ctx.app, 'PUT', '/api/user', {
      token: a.token,
      form: { ...validProfile(), tel: a.tel },
    });
    expect(own.status).toBe(200);
  });

  it('PUT /api/user/line stores the LINE profile', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const res = await call(ctx.app, 'PUT', '/api/user/line', {
      token: member.token,
      form: { lineDisplayName: 'Nok 🌸', linePictureUrl: 'https://profile.line-scdn.net/abc' },
    });
    expect(res.body).toMatchObject({
      lineDisplayName: 'Nok 🌸',
      linePictureUrl: 'https://profile.line-scdn.net/abc',
    });
    const bad = await call(ctx.app, 'PUT', '/api/user/line', {
      token: member.token,
      form: { lineDisplayName: 'x', linePictureUrl: 'ftp://x' },
    });
    expect(bad.body.error.field).toBe('linePictureUrl');
  });

  it('consents are stored with their time', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const personal = await call(ctx.app, 'PUT', '/api/user/consent', {
      token: member.token,
      form: { personalInfoConsent: true },
    });
    expect(personal.body.personalInfoConsent).toBe(true);
    const withdrawn = await call(ctx.app, 'PUT', '/api/user/consent', {
      token: member.token,
      form: { personalInfoConsent: 'false' },
    });
    expect(withdrawn.body.personalInfoConsent).toBe(false);
    const campaign = await call(ctx.app, 'PUT', '/api/user/campaign/consent', {
      token: member.token,
      form: { campaignConsent1: true, campaignConsent2: false },
    });
    expect(campaign.body).toMatchObject({ campaignConsent1: true, campaignConsent2: false });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.campaign_consent_at).toEqual(ctx.clock.now);
    expect(row.personal_info_consent_at).toEqual(ctx.clock.now);
    for (const form of [{ personalInfoConsent: 'yes' }, {}]) {
      const bad = await call(ctx.app, 'PUT', '/api/user/consent', { token: member.token, form });
      expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'personalInfoConsent' });
    }
    const half = await call(ctx.app, 'PUT', '/api/user/campaign/consent', {
      token: member.token,
      form: { campaignConsent1: true },
    });
    expect(half.body.error).toMatchObject({ code: 'VALIDATION', field: 'campaignConsent2' });
  });

  it('histories start empty and every user call needs a token', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    for (const path of ['point', 'redeem', 'code']) {
      const res = await call(ctx.app, 'GET', `/api/user/history/${path}`, { token: member.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    for (const [method, path] of [
      ['GET', '/api/user'],
      ['PUT', '/api/user'],
      ['PUT', '/api/user/line'],
      ['PUT', '/api/user/consent'],
      ['PUT', '/api/user/campaign/consent'],
      ['GET', '/api/user/history/point'],
      ['GET', '/api/user/history/redeem'],
      ['GET', '/api/user/history/code'],
      ['GET', '/api/user/rewards'],
      ['PUT', '/api/user/rewards/use'],
      ['GET', '/api/user/rewards/open?rewardCodeId=1'],
      ['GET', '/api/questionnaire'],
      ['POST', '/api/questionnaire'],
      ['GET', '/api/questionnaire/check'],
      ['POST', '/api/questionnaire/skip'],
      ['GET', '/api/home'],
      ['GET', '/api/campaigns'],
      ['GET', '/api/campaigns/1'],
      ['GET', '/api/contents/1'],
      ['GET', '/api/products'],
      ['GET', '/api/rewards'],
      ['GET', '/api/rewards/1'],
      ['POST', '/api/rewards/1/redeem'],
      ['POST', '/api/codes'],
    ] as const) {
      const res = await call(ctx.app, method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });
});
