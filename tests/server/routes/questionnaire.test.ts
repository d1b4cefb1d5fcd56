import { expect, it } from 'vitest';
import type { Question } from '../../../contract/wire.ts';
import { call, forEachDatabase, insertMember, ledgerSum } from '../helpers.ts';

forEachDatabase('questionnaire', (t) => {
  const questions = async (token: string) =>
    (await call(t().app, 'GET', '/api/questionnaire', { token })).body as Question[];

  const validAnswers = (qs: Question[]) => {
    const [single, multiple, text, rating] = qs as [Question, Question, Question, Question];
    return [
      { questionId: single.id, value: 'line' },
      { questionId: multiple.id, value: ['coffee', 'tea'] },
      { questionId: text.id, value: 'More oat milk please' },
      { questionId: rating.id, value: '5' },
    ];
  };

  it('has one question of each kind with required flags', async () => {
    const member = await insertMember(t());
    const qs = await questions(member.token);
    expect(qs.map((q) => q.kind)).toEqual(['single', 'multiple', 'text', 'rating']);
    expect(qs.map((q) => q.required)).toEqual([true, true, false, true]);
    expect(qs[3]?.options.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('awards points once, marks completed, and check reports it', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const before = await call(ctx.app, 'GET', '/api/questionnaire/check', { token: member.token });
    expect(before.body).toEqual({ completedQuestionnaire: false, skipQuestionnaire: false });
    const answers = validAnswers(await questions(member.token));
    const res = await call(ctx.app, 'POST', '/api/questionnaire', {
      token: member.token,
      form: { answers },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ completedQuestionnaire: true, pointsAwarded: 50 });
    const again = await call(ctx.app, 'POST', '/api/questionnaire', {
      token: member.token,
      form: { answers },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_COMPLETED');
    expect(await ledgerSum(ctx, member.userId)).toBe(50);
    const after = await call(ctx.app, 'GET', '/api/questionnaire/check', { token: member.token });
    expect(after.body.completedQuestionnaire).toBe(true);
    const history = await call(ctx.app, 'GET', '/api/user/history/point', { token: member.token });
    expect(history.body[0]).toMatchObject({ delta: 50, reason: 'questionnaire' });
  });

  it('the optional text question may be left out; JSON bodies work too', async () => {
    const member = await insertMember(t());
    const answers = validAnswers(await questions(member.token)).filter((_, i) => i !== 2);
    const res = await call(t().app, 'POST', '/api/questionnaire', {
      token: member.token,
      json: { answers },
    });
    expect(res.status).toBe(200);
  });

  it('skip sets the skip flag', async () => {
    const member = await insertMember(t());
    const res = await call(t().app, 'POST', '/api/questionnaire/skip', { token: member.token });
    expect(res.body).toEqual({ skipQuestionnaire: true });
    const check = await call(t().app, 'GET', '/api/questionnaire/check', { token: member.token });
    expect(check.body).toEqual({ completedQuestionnaire: false, skipQuestionnaire: true });
  });

  it('awards its points once when the same answers arrive in parallel', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    const answers = validAnswers(await questions(member.token));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(ctx.app, 'POST', '/api/questionnaire', { token: member.token, form: { answers } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await ledgerSum(ctx, member.userId)).toBe(50);
  });

  it('answers are checked against kind, options and required', async () => {
    const member = await insertMember(t());
    const qs = await questions(member.token);
    const good = validAnswers(qs);
    const cases: [unknown[], string][] = [
      [[{ ...good[0], value: 'fax' }, ...good.slice(1)], 'answers[0]'],
      [[{ ...good[0], value: ['line', 'store'] }, ...good.slice(1)], 'answers[0]'],
      [[good[0], { ...good[1], value: ['coffee', 'wine'] }, good[2], good[3]], 'answers[1]'],
      [[good[0], { ...good[1], value: ['tea', 'tea'] }, good[2], good[3]], 'answers[1]'],
      [[...good.slice(0, 3), { ...good[3], value: '6' }], 'answers[3]'],
      [[...good.slice(0, 3), { ...good[3], value: '' }], 'answers[3]'],
      [[...good, { questionId: 9999, value: 'x' }], 'answers[4]'],
      [[...good, good[0]], 'answers[4]'],
      [[good[0], good[1], good[2], { ...good[3], value: ['1', '2'] }], 'answers[3]'],
      [good.slice(1), `question[${qs[0]?.id}]`],
      [[{ ...good[0], questionId: 'abc' }], 'answers[0][questionId]'],
      [[{ ...good[0], extra: 'x' }], 'answers[0][extra]'],
      [[good[0], good[1], { ...good[2], value: 'x'.repeat(2001) }, good[3]], 'answers[2][value]'],
    ];
    for (const [answers, field] of cases) {
      const res = await call(t().app, 'POST', '/api/questionnaire', {
        token: member.token,
        form: { answers: answers as never },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field });
    }
    const none = await call(t().app, 'POST', '/api/questionnaire', { token: member.token });
    expect(none.body.error).toMatchObject({ code: 'VALIDATION', field: `question[${qs[0]?.id}]` });
  });
});
