import { beforeEach, describe, expect, it } from 'vitest';
import { VITALS_MAX_ITEMS } from '../../../contract/vitals.ts';
import { pruneVitals } from '../../../server/src/services/vitals.ts';
import { call, forEachDatabase, type TestContext, testConfig } from '../helpers.ts';

const TOKEN = 'ops-token-of-the-test-0123456789';
const DAY = 86_400_000;

const batch = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  build: 'b1',
  language: 'en',
  os: 'android',
  lineVersion: '14.3.1',
  deviceMemory: 2,
  cores: 8,
  effectiveType: '4g',
  items,
  ...extra,
});
const item = (metric: string, value: number, route = '/') => ({ metric, value, route });

forEachDatabase('field vitals', (t) => {
  let ctx: TestContext;
  // Each test's client names its own address (the tests stand in for the proxy).
  const config = testConfig({ TRUST_PROXY: '1' });
  const app = (options: Parameters<TestContext['makeApp']>[0] = {}) =>
    t().makeApp({ config, ...options });
  const opsApp = () => app({ config: { ...config, opsToken: TOKEN } });
  const send = (app: ReturnType<TestContext['makeApp']>, body: unknown, ip = '198.51.100.7') =>
    call(app, 'POST', '/api/log/vitals', { json: body, headers: { 'x-forwarded-for': ip } });
  const stored = async () =>
    Number(
      (await ctx.db.selectFrom('vitals').select(ctx.db.fn.countAll().as('n')).executeTakeFirst())
        ?.n,
    );
  const ops = async (app = opsApp()) => {
    const answer = await call(app, 'GET', '/api/ops/vitals', { token: TOKEN });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeEach(async () => {
    ctx = t();
    await ctx.db.deleteFrom('vitals').execute();
  });

  it('p75 per metric by route, phone class and language matches a hand-computed set', async () => {
    const app = opsApp();
    // LCP on '/': 1000…4000 → p75 at rank 0.75·3 = 2.25 → 3000 + 0.25·1000 = 3250.
    expect(
      (await send(app, batch([1000, 2000, 3000, 4000].map((v) => item('LCP', v))))).status,
    ).toBe(204);
    // INP on /redeem/:id from a Thai iPhone: 100…800 → rank 5.25 → 600 + 0.25·100 = 625.
    const inp = [800, 100, 700, 200, 600, 300, 500, 400].map((v) => item('INP', v, '/redeem/:id'));
    const thaiIphone = { language: 'th', os: 'ios', deviceMemory: null, cores: 6 };
    expect((await send(app, batch(inp, thaiIphone))).status).toBe(204);
    // CLS on '/' across both phones: 0, 0.05, 0.3 → rank 1.5 → 0.05 + 0.5·0.25 = 0.175.
    await send(app, batch([item('CLS', 0), item('CLS', 0.3)]));
    await send(app, batch([item('CLS', 0.05)], thaiIphone));

    const body = await ops(app);
    const day = body.windows.find((w: { days: number }) => w.days === 1);
    const byKey = (groups: { key: string; metrics: unknown[] }[], key: string) =>
      groups.find((g) => g.key === key)?.metrics;
    expect(byKey(day.byRoute, '/')).toEqual([
      { metric: 'CLS', p75: expect.closeTo(0.175, 9), count: 3, rating: 'needs-improvement' },
      { metric: 'LCP', p75: 3250, count: 4, rating: 'needs-improvement' },
    ]);
    expect(byKey(day.byRoute, '/redeem/:id')).toEqual([
      { metric: 'INP', p75: 625, count: 8, rating: 'poor' },
    ]);
    // android, 2 GB: low tier; iOS with 6 cores and no memory figure: high.
    expect(byKey(day.byPhoneClass, 'android-low')).toEqual([
      { metric: 'CLS', p75: expect.closeTo(0.225, 9), count: 2, rating: 'needs-improvement' },
      { metric: 'LCP', p75: 3250, count: 4, rating: 'needs-improvement' },
    ]);
    expect(byKey(day.byLanguage, 'th')).toEqual([
      { metric: 'CLS', p75: 0.05, count: 1, rating: 'good' },
      { metric: 'INP', p75: 625, count: 8, rating: 'poor' },
    ]);
    expect(byKey(day.byPhoneClass, 'ios-high')?.length).toBe(2);
  });

  it('windows of 1, 7 and 30 days, a per-day series with the builds first seen, and retention', async () => {
    const app = opsApp();
    const now = ctx.clock.now.getTime();
    try {
      ctx.clock.now = new Date(now - 10 * DAY);
      await send(app, batch([item('LCP', 5000)], { build: 'old' }));
      ctx.clock.now = new Date(now - 3 * DAY);
      await send(app, batch([item('LCP', 3000)], { build: 'mid' }));
      ctx.clock.now = new Date(now);
      await send(app, batch([item('LCP', 1000), item('LCP', 2000)], { build: 'new' }));
      const body = await ops(app);
      const lcp = (days: number) =>
        body.windows
          .find((w: { days: number }) => w.days === days)
          .byRoute[0].metrics.find((m: { metric: string }) => m.metric === 'LCP');
      expect([lcp(1).count, lcp(7).count, lcp(30).count]).toEqual([2, 3, 4]);
      // 1000, 2000, 3000, 5000 → rank 2.25 → 3000 + 0.25·2000 = 3500.
      expect(lcp(30).p75).toBe(3500);
      expect(
        body.daily.map((d: { builds: string[]; count: number }) => [d.builds, d.count]),
      ).toEqual([
        [['old'], 1],
        [['mid'], 1],
        [['new'], 2],
      ]);
      await pruneVitals(ctx.db, 7, ctx.clock.fn());
      expect(await stored()).toBe(3);
    } finally {
      ctx.clock.now = new Date(now);
    }
  });

  it('a batch sent by sendBeacon (text/plain) is stored', async () => {
    const answer = await call(app(), 'POST', '/api/log/vitals', {
      body: JSON.stringify(batch([item('app-ready', 1234, '/profile')])),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(answer.status).toBe(204);
    const row = await ctx.db.selectFrom('vitals').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      metric: 'app-ready',
      value: 1234,
      route: '/profile',
      os: 'android',
    });
  });

  describe('bad batches are refused with 400 and nothing is stored', () => {
    const many = Array.from({ length: 10_000 }, () => item('LCP', 1000));
    const cases: [string, unknown, string | undefined][] = [
      ['a metric not on the list', batch([item('LCP', 1), item('FID', 10)]), 'items[1][metric]'],
      [
        'a value as text',
        batch([item('LCP', 1), { ...item('LCP', 0), value: 'NaN' }]),
        'items[1][value]',
      ],
      ['a negative value', batch([item('INP', -1)]), 'items[0][value]'],
      ['a huge value', batch([item('CLS', 1e9)]), 'items[0][value]'],
      [`${VITALS_MAX_ITEMS + 1} items`, batch(many.slice(0, VITALS_MAX_ITEMS + 1)), 'items'],
      [
        'a route with a query string',
        batch([item('LCP', 1, '/redeem/5?ref=x')]),
        'items[0][route]',
      ],
      ['an unknown field (a user id)', batch([item('LCP', 1)], { userId: 7 }), 'userId'],
      ['no items', batch([]), 'items'],
    ];
    for (const [title, body, field] of cases) {
      it(title, async () => {
        const answer = await send(app(), body);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('VALIDATION');
        if (field) expect(answer.body.error.field).toBe(field);
        expect(await stored()).toBe(0);
      });
    }

    it('NaN and Infinity, which JSON cannot carry', async () => {
      const server = app();
      for (const text of [
        '{"items":[{"metric":"LCP","value":NaN,"route":"/"}]}',
        JSON.stringify(batch([item('LCP', 1)])).replace('"value":1', '"value":1e999'),
      ]) {
        const answer = await call(server, 'POST', '/api/log/vitals', {
          body: text,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.status).toBe(400);
      }
      expect(await stored()).toBe(0);
    });

    it(`10,000 items (at most ${VITALS_MAX_ITEMS}) and a 1 MB body: too large, nothing kept`, async () => {
      const server = app();
      const tenThousand = JSON.stringify(batch(many));
      for (const body of [tenThousand, 'x'.repeat(1024 * 1024)]) {
        const answer = await call(server, 'POST', '/api/log/vitals', {
          body,
          headers: { 'content-type': 'application/json' },
        });
        // Past the body limits the answer is 413 (TOO_LARGE), before any parsing.
        expect(answer.status).toBe(413);
        expect(answer.body.error.code).toBe('TOO_LARGE');
      }
      expect(await stored()).toBe(0);
    });
  });

  it('is limited per client like the other log calls', async () => {
    const server = app({ limits: { logsPerMinute: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await send(server, batch([item('TTFB', 100)]), '203.0.113.50')).status);
    }
    expect(statuses).toEqual([204, 204, 429]);
    expect((await send(server, batch([item('TTFB', 100)]), '203.0.113.51')).status).toBe(204);
  });

  describe('the operator side', () => {
    it('without OPS_TOKEN, the ops call and the ops page do not exist', async () => {
      const server = app();
      for (const path of ['/api/ops/vitals', '/ops/', '/ops']) {
        const answer = await call(server, 'GET', path, { token: TOKEN });
        expect(answer.status).toBe(404);
      }
    });

    it('without the token, or with a wrong one, it is a 401 that leaks nothing', async () => {
      const app = opsApp();
      await send(app, batch([item('LCP', 1111, '/secret-route')]));
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token-wrong-token' },
        { authorization: `Basic ${Buffer.from('ops:wrong').toString('base64')}` },
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: TOKEN },
      ];
      for (const headers of attempts) {
        for (const path of ['/api/ops/vitals', '/ops/', '/ops/index.html']) {
          const answer = await call(app, 'GET', path, { headers });
          expect(answer.status).toBe(401);
          expect(answer.headers.get('www-authenticate')).toMatch(/^Basic/);
          const text = JSON.stringify(answer.body);
          expect(text).not.toMatch(/secret-route|1111|LCP|Ops fixture/);
        }
      }
    });

    it('a bearer token or basic auth opens the JSON and the page', async () => {
      const app = opsApp();
      const basic = `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}`;
      const json = await call(app, 'GET', '/api/ops/vitals', { headers: { authorization: basic } });
      expect(json.status).toBe(200);
      expect(json.body.retentionDays).toBe(30);
      const page = await call(app, 'GET', '/ops/', { token: TOKEN });
      expect(page.status).toBe(200);
      expect(page.body).toContain('Ops fixture');
      expect(page.headers.get('cache-control')).toBe('no-store');
    });
  });
});
