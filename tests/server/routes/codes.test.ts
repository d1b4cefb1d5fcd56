import { expect, it } from 'vitest';
import { DEMO_CODES } from '../../../server/src/db/demoCodes.ts';
import { call, forEachDatabase, insertMember, ledgerSum, withFrozenTime } from '../helpers.ts';

forEachDatabase('codes', (t) => {
  it('seeds twenty demo codes', () => {
    expect(DEMO_CODES).toHaveLength(20);
    expect(new Set(DEMO_CODES.map((c) => c.code)).size).toBe(20);
  });

  it('credits a code once per user, trimmed and in any case, with history entries', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const res = await call(ctx.app, 'POST', '/api/codes', {
      token: member.token,
      form: { code: '  welcome100 ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      pointsAdded: 100,
      balance: 100,
      entry: {
        id: expect.any(Number),
        code: '******E100',
        pointsAdded: 100,
        campaignTitle: 'Welcome bonus',
        createdAt: ctx.clock.now.toISOString(),
      },
    });
    const again = await call(ctx.app, 'POST', '/api/codes', {
      token: member.token,
      form: { code: 'WELCOME100' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CODE_USED', field: 'code' });
    const other = await insertMember(ctx);
    expect(
      (
        await call(ctx.app, 'POST', '/api/codes', {
          token: other.token,
          form: { code: 'WELCOME100' },
        })
      ).status,
    ).toBe(200);

    await call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code: 'SUMMER300' } });
    const history = await call(ctx.app, 'GET', '/api/user/history/code', { token: member.token });
    expect(history.body.map((e: { code: string }) => e.code)).toEqual(['*****R300', '******E100']);
    expect(history.body[0].campaignTitle).toBe('Summer Points Festival');
    const points = await call(ctx.app, 'GET', '/api/user/history/point', { token: member.token });
    expect(points.body.map((e: { delta: number; reason: string }) => [e.delta, e.reason])).toEqual([
      [300, 'code'],
      [100, 'code'],
    ]);
    const me = await call(ctx.app, 'GET', '/api/user', { token: member.token });
    expect(me.body.points).toBe(400);
    expect(await ledgerSum(ctx, member.userId)).toBe(400);
  });

  it('matches a code typed with inner spaces (a match spends no wrong-code try)', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const res = await call(ctx.app, 'POST', '/api/codes', {
      token: member.token,
      form: { code: 'tea 30' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pointsAdded).toBe(30);
  });

  it('unknown, expired and not-started codes', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const enter = (code: string) =>
      call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code } });
    const unknown = await enter('NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'CODE_UNKNOWN', field: 'code' });
    const expired = await enter('expired99');
    expect(expired.status).toBe(422);
    expect(expired.body.error.code).toBe('CODE_EXPIRED');
    const soon = await enter('SOON400');
    expect(soon.status).toBe(422);
    expect(soon.body.error.code).toBe('CODE_NOT_STARTED');
  });

  it('empty and oversized codes answer 400', async () => {
    const member = await insertMember(t());
    for (const code of ['', '   ', 'X'.repeat(65)]) {
      const res = await call(t().app, 'POST', '/api/codes', {
        token: member.token,
        form: { code },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field: 'code' });
    }
  });

  it('5 wrong codes in a minute answer 429 TOO_MANY_TRIES with retryAfter, then it lifts', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const enter = (code: string) =>
      call(ctx.app, 'POST', '/api/codes', { token: member.token, form: { code } });
    await withFrozenTime(ctx, async (advance) => {
      for (let i = 0; i < 5; i += 1) expect((await enter(`WRONG${i}`)).status).toBe(404);
      advance(20_000);
      const blocked = await enter('LINE2026');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatchObject({ code: 'TOO_MANY_TRIES', retryAfter: 40 });
      expect(blocked.headers.get('retry-after')).toBe('40');
      const other = await insertMember(ctx);
      expect(
        (
          await call(ctx.app, 'POST', '/api/codes', {
            token: other.token,
            form: { code: 'LINE2026' },
          })
        ).status,
      ).toBe(200);
      advance(40_000);
      expect((await enter('LINE2026')).status).toBe(200);
    });
  });
});
