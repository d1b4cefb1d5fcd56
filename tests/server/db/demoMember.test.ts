import { expect, it } from 'vitest';
import { DEMO_CODES } from '../../../server/src/db/demoCodes.ts';
import { DEMO_MEMBER, seedDemoMember } from '../../../server/src/db/demoMember.ts';
import { call, forEachDatabase, ledgerSum, testCodeKey } from '../helpers.ts';

forEachDatabase('demo member', (t) => {
  it('is a registered member with points from the ledger, two codes and the questionnaire done', async () => {
    const ctx = t();
    await seedDemoMember(ctx.db, ctx.clock.now, testCodeKey());

    const login = await call(ctx.app, 'POST', '/api/authorization/login', {
      form: { lineUserId: DEMO_MEMBER.lineUserId, idToken: 'mock-id-token' },
    });
    expect(login.status).toBe(200);
    const token = login.body.accessToken as string;

    const user = await call(ctx.app, 'GET', '/api/user', { token });
    const codePoints = DEMO_CODES.filter((c) =>
      (DEMO_MEMBER.codes as readonly string[]).includes(c.code),
    ).reduce((sum, c) => sum + c.points, 0);
    expect(user.body).toMatchObject({
      lineUserId: DEMO_MEMBER.lineUserId,
      registered: true,
      personalInfoConsent: true,
      points: DEMO_MEMBER.openingBalance + codePoints,
    });
    expect(await ledgerSum(ctx, user.body.id)).toBe(user.body.points);

    const codes = await call(ctx.app, 'GET', '/api/user/history/code', { token });
    expect(codes.body).toHaveLength(2);
    const again = await call(ctx.app, 'POST', '/api/codes', {
      token,
      form: { code: 'WELCOME100' },
    });
    expect(again.status).toBe(409);

    const check = await call(ctx.app, 'GET', '/api/questionnaire/check', { token });
    expect(check.body).toMatchObject({ completedQuestionnaire: true });
  });
});
