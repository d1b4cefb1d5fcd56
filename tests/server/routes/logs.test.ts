import type { KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { logWriter } from '../../../server/src/services/logs.ts';
import { call, forEachDatabase, insertMember, withFrozenTime } from '../helpers.ts';

forEachDatabase('logs', (t) => {
  it('log lines written in the same turn go in with one statement, each caller answered', async () => {
    const ctx = t();
    let inserts = 0;
    const counter: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'InsertQueryNode') inserts += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const write = logWriter(ctx.db.withPlugin(counter));
    const line = (path: string) => ({
      kind: 'pageview' as const,
      claimed_user_id: 'batch',
      user_id: null,
      data: JSON.stringify({ path }),
      ip: '192.0.2.9',
      created_at: ctx.clock.fn(),
    });
    await Promise.all(['/a', '/b', '/c'].map((path) => write(line(path))));
    expect(inserts).toBe(1);
    const rows = await ctx.db
      .selectFrom('logs')
      .select('data')
      .where('claimed_user_id', '=', 'batch')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.data)).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
    // A batch the database refuses fails every caller in it: none is told its line was kept.
    const refused = await Promise.allSettled([
      write(line('/d')),
      write({ ...line('/e'), kind: 'nonsense' as never }),
    ]);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(inserts).toBe(2);
  });

  it('state, pageview and error logs answer 204 without a token and are stored', async () => {
    const ctx = t();
    const app = ctx.makeApp();
    const state = await call(app, 'POST', '/api/log/state', {
      form: { userId: 7, state: 'carousel-1', os: '' },
    });
    expect(state.status).toBe(204);
    const page = await call(app, 'POST', '/api/log/pageview', {
      form: { userId: '', path: '/redeem' },
    });
    expect(page.status).toBe(204);
    const error = await call(app, 'POST', '/api/log/error', {
      form: { userId: 7, message: 'boom', stack: 'at x' },
    });
    expect(error.status).toBe(204);
    const rows = await ctx.db.selectFrom('logs').selectAll().orderBy('id').execute();
    expect(rows.slice(-3).map((r) => [r.kind, r.claimed_user_id, r.data])).toEqual([
      ['state', '7', { state: 'carousel-1', os: '' }],
      ['pageview', '', { path: '/redeem' }],
      ['error', '7', { message: 'boom', stack: 'at x' }],
    ]);
  });

  it('a token, when sent, records the real user', async () => {
    const ctx = t();
    const member = await insertMember(ctx);
    await call(ctx.makeApp(), 'POST', '/api/log/pageview', {
      token: member.token,
      form: { userId: 1, path: '/' },
    });
    const row = await ctx.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(member.userId);
  });

  it('fields are bounded: message 2000, stack 8000, path 500, state 200, os 50', async () => {
    const app = t().makeApp();
    const cases: [string, Record<string, string>, string][] = [
      ['/api/log/error', { userId: '1', message: 'm'.repeat(2001), stack: '' }, 'message'],
      ['/api/log/error', { userId: '1', message: 'm', stack: 's'.repeat(8001) }, 'stack'],
      ['/api/log/pageview', { userId: '1', path: 'p'.repeat(501) }, 'path'],
      ['/api/log/state', { userId: '1', state: 's'.repeat(201), os: '' }, 'state'],
      ['/api/log/state', { userId: '1', state: 's', os: 'o'.repeat(51) }, 'os'],
      ['/api/log/state', { userId: 'u'.repeat(101), state: 's', os: '' }, 'userId'],
      ['/api/log/pageview', { userId: '1' }, 'path'],
      ['/api/log/pageview', { userId: '1', path: '/', referrer: 'x' }, 'referrer'],
    ];
    for (const [path, form, field] of cases) {
      const res = await call(app, 'POST', path, { form });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', field });
    }
    const ok = await call(app, 'POST', '/api/log/error', {
      form: { userId: '1', message: 'm'.repeat(2000), stack: 's'.repeat(8000) },
    });
    expect(ok.status).toBe(204);
  });

  it('60 log calls a minute per IP (or per user with a token), then 429', async () => {
    const ctx = t();
    const app = ctx.makeApp();
    const send = (token?: string) =>
      call(app, 'POST', '/api/log/pageview', {
        ...(token ? { token } : {}),
        form: { userId: '1', path: '/' },
      });
    await withFrozenTime(ctx, async (advance) => {
      for (let i = 0; i < 60; i += 1) expect((await send()).status).toBe(204);
      const flooded = await send();
      expect(flooded.status).toBe(429);
      expect(flooded.body.error).toMatchObject({ code: 'TOO_MANY_LOGS', retryAfter: 60 });
      const member = await insertMember(ctx);
      expect((await send(member.token)).status).toBe(204);
      advance(60_000);
      expect((await send()).status).toBe(204);
    });
  });
});
