import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import { signAccessToken } from '../../../server/src/services/accessToken.ts';
import {
  call,
  forEachDatabase,
  grantPoints,
  insertMember,
  registerUser,
  uniqueTel,
  validProfile,
} from '../helpers.ts';

/** Counts the SELECTs that reach the database through the Kysely it is plugged into. */
function selectCounter() {
  const counter = { selects: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'SelectQueryNode') counter.selects += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { counter, plugin };
}

forEachDatabase('user', (t) => {
  it('GET /api/user asked by several members at once reads them in one query, each their own', async () => {
    const ctx = t();
    const { counter, plugin } = selectCounter();
    const app = ctx.makeApp({ db: ctx.db.withPlugin(plugin) });
    const first = await insertMember(ctx, 10);
    const second = await insertMember(ctx, 20);
    const gone = await signAccessToken({ config: ctx.config, clock: ctx.clock.fn }, 2_000_000_000);
    const get = (token: string) => call(app, 'GET', '/api/user', { token });
    // Each token is verified once first: a verification ends on the thread pool, in a turn of its
    // own, and would split the batch below by when each one happened to finish.
    for (const token of [first.token, second.token, gone]) await get(token);
    counter.selects = 0;
    const [a, b, again, none] = await Promise.all([
      get(first.token),
      get(second.token),
      get(first.token),
      get(gone),
    ]);
    // One for the tokens' versions (every member call checks its token is not revoked), one for
    // the members.
    expect(counter.selects).toBe(2);
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect([a.body.id, a.body.points]).toEqual([first.userId, 10]);
    expect([b.body.id, b.body.points]).toEqual([second.userId, 20]);
    expect(again.body).toEqual(a.body);
    // A member who no longer exists is turned away alone.
    expect(none.status).toBe(401);

    // Nothing is kept between reads: the next one sees what changed since.
    await grantPoints(ctx, first.userId, 5);
    const after = await get(first.token);
    expect(after.body.points).toBe(15);
    expect(counter.selects).toBe(4);
  });

  it('PUT /api/user updates the profile with the register rules and answers User', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const saved = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    const profile = { ...validProfile(), tel: saved.body.tel, firstname: '  Malee ' };
    const res = await call(ctx.app, 'PUT', '/api/user', { token: member.token, form: profile });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.userId, firstname: 'Malee', tel: profile.tel });
    // The same number: no code, and the token stays the one in use.
    expect(res.body.accessToken).toBeUndefined();
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

  it('a new number needs the code sent to it; the change revokes older tokens and answers a new one', async () => {
    const ctx = t();
    const member = await registerUser(ctx);
    const tel = uniqueTel();
    const change = (token: string, extra: Record<string, string> = {}) =>
      call(ctx.app, 'PUT', '/api/user', {
        token,
        form: { ...validProfile(), tel, ...extra },
      });

    const noCode = await change(member.token);
    expect(noCode.status).toBe(422);
    expect(noCode.body.error).toMatchObject({
      code: 'OTP_REQUIRED',
      field: 'otpCode',
      message: MESSAGES.otpRequired,
    });

    const sent = await call(ctx.app, 'POST', '/api/authorization/otp', {
      token: member.token,
      form: { tel },
    });
    expect(sent.status).toBe(200);
    const code = ctx.sms.lastCodeFor(tel) as string;
    const otpRefCode = sent.body.otpRefCode as string;
    const wrongCode = await change(member.token, {
      otpRefCode,
      otpCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.body.error).toMatchObject({ code: 'OTP_INVALID', field: 'otpCode' });
    const unchanged = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    expect(unchanged.body.tel).toBe(member.tel);

    const done = await change(member.token, { otpRefCode, otpCode: code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: member.userId, tel, accessToken: expect.any(String) });
    expect((await call(ctx.app, 'GET', '/api/user', { token: member.token })).status).toBe(401);
    const fresh = await call(ctx.app, 'GET', '/api/user', { token: done.body.accessToken });
    expect(fresh.body).toMatchObject({ id: member.userId, tel });
    // The code is spent.
    const again = await change(done.body.accessToken, {
      tel: uniqueTel(),
      otpRefCode,
      otpCode: code,
    });
    expect(again.body.error.code).toBe('OTP_INVALID');
  });

  it('a code is good only for the member who asked for it, and is spent once under a race', async () => {
    const ctx = t();
    const owner = await registerUser(ctx);
    const other = await registerUser(ctx);
    const tel = uniqueTel();
    const sent = await call(ctx.app, 'POST', '/api/authorization/otp', {
      token: owner.token,
      form: { tel },
    });
    const proof = { otpRefCode: sent.body.otpRefCode, otpCode: ctx.sms.lastCodeFor(tel) as string };
    // Another member asking for the same number does not cancel the owner's code.
    const othersAsk = await call(ctx.app, 'POST', '/api/authorization/otp', {
      token: other.token,
      form: { tel },
    });
    expect(othersAsk.status).toBe(200);
    const stolen = await call(ctx.app, 'PUT', '/api/user', {
      token: other.token,
      form: { ...validProfile(), tel, ...proof },
    });
    expect(stolen.body.error).toMatchObject({ code: 'OTP_INVALID', field: 'otpCode' });

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(ctx.app, 'PUT', '/api/user', {
          token: owner.token,
          form: { ...validProfile(), tel, ...proof },
        }),
      ),
    );
    // One change spends the code and revokes the tokens; a request that reads the member after it
    // finds the number already theirs and saves the rest without a code, issuing no token.
    expect(results.filter((r) => r.body.accessToken)).toHaveLength(1);
    for (const r of results) expect([200, 401, 422]).toContain(r.status);
    const row = await ctx.db
      .selectFrom('users')
      .select(['tel', 'token_version'])
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tel, token_version: 1 });
  });

  it("another member's number is refused before an SMS is sent, and at the change (409 TEL_TAKEN)", async () => {
    const ctx = t();
    const a = await registerUser(ctx);
    const b = await insertMember(ctx);
    const sent = ctx.sms.messages.length;
    const ask = await call(ctx.app, 'POST', '/api/authorization/otp', {
      token: b.token,
      form: { tel: a.tel },
    });
    expect(ask.status).toBe(409);
    expect(ask.body.error).toMatchObject({ code: 'TEL_TAKEN', field: 'tel' });
    expect(ctx.sms.messages).toHaveLength(sent);
    const taken = await call(ctx.app, 'PUT', '/api/user', {
      token: b.token,
      form: { ...validProfile(), tel: a.tel, otpRefCode: 'ABC123', otpCode: '123456' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'TEL_TAKEN', field: 'tel' });
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
    const marketing = await call(ctx.app, 'PUT', '/api/user/marketing/consent', {
      token: member.token,
      form: { marketingConsent: 'false' },
    });
    expect(marketing.body).toMatchObject({ marketingConsent: false, personalInfoConsent: false });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.campaign_consent_at).toEqual(ctx.clock.now);
    expect(row.personal_info_consent_at).toEqual(ctx.clock.now);
    expect(row.marketing_consent_at).toEqual(ctx.clock.now);
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

  it("registration's news-and-offers consent is read back and can be withdrawn", async () => {
    const ctx = t();
    const member = await registerUser(ctx, { consent2: true });
    const before = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    expect(before.body).toMatchObject({ marketingConsent: true, personalInfoConsent: true });
    const withdrawn = await call(ctx.app, 'PUT', '/api/user/marketing/consent', {
      token: member.token,
      form: { marketingConsent: false },
    });
    expect(withdrawn.body.marketingConsent).toBe(false);
    const after = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    expect(after.body).toMatchObject({ marketingConsent: false, personalInfoConsent: true });
    const bad = await call(ctx.app, 'PUT', '/api/user/marketing/consent', {
      token: member.token,
      form: {},
    });
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION', field: 'marketingConsent' });
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
      ['PUT', '/api/user/marketing/consent'],
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
