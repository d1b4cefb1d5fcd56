// Two instances of the service on one PostgreSQL: each has its own connection pool (and its own
// Redis client), as two server processes behind a load balancer would. Every limit must be one
// limit for the whole service, and every race must be decided once.
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.ts';
import { connectDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { seedIfEmpty } from '../../server/src/db/seed.ts';
import type { LimitStore } from '../../server/src/http/limits.ts';
import { MemorySms } from '../../server/src/services/sms.ts';
import {
  TestClock as Clock,
  call,
  insertMember,
  insertReward,
  ledgerSum,
  type TestClock,
  type TestContext,
  testCodeKey,
  testConfig,
  uniqueLineId,
  uniqueTel,
} from './helpers.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl) console.warn('instances.test.ts: TEST_DATABASE_URL is not set; skipped.');
else if (!redisUrl)
  console.warn('instances.test.ts: REDIS_URL is not set; the Redis runs skipped.');

type StoreKind = 'postgres' | 'redis';
const available = (store: StoreKind) => Boolean(databaseUrl && (store === 'postgres' || redisUrl));

interface Instances {
  a: Hono;
  b: Hono;
  /** A test context over instance A's pool, for the shared fixtures. */
  ctx: TestContext;
}

function twoInstances(store: StoreKind, body: (get: () => Instances) => void) {
  describe.skipIf(!available(store))(`two instances, limits in ${store}`, () => {
    let instances: Instances | undefined;
    const closers: (() => Promise<unknown>)[] = [];
    beforeAll(async () => {
      const url = databaseUrl as string;
      const schema = `inst_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      closers.push(async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      });
      const clock: TestClock = new Clock();
      const config = testConfig({ TRUST_PROXY: '1' });
      const sms = new MemorySms();
      const prefix = `test:${randomBytes(4).toString('hex')}:`;
      const instance = async () => {
        const db: Kysely<Database> = await connectDatabase({
          kind: 'postgres',
          url,
          searchPath: schema,
          max: 10,
        });
        closers.unshift(() => db.destroy());
        let limitStore: LimitStore = { kind: 'postgres', db };
        if (store === 'redis') {
          const redis = new Redis(redisUrl as string);
          closers.unshift(() => redis.quit());
          limitStore = { kind: 'redis', redis, db };
        }
        const limits = {
          otpPerAddressPer10Minutes: 2,
          logsPerMinute: 3,
          signInPerAddressPerMinute: 10_000,
          signInPerLineUserPerMinute: 10_000,
        };
        const app = createApp({
          db,
          config,
          sms,
          clock: clock.fn,
          limits,
          limitStore,
          limitPrefix: prefix,
        }) as unknown as Hono;
        return { db, app };
      };
      const first = await instance();
      await migrate(first.db, { codeKey: testCodeKey() });
      await seedIfEmpty(first.db, clock.now, testCodeKey());
      const second = await instance();
      const makeApp = () => first.app;
      instances = {
        a: first.app,
        b: second.app,
        ctx: { kind: 'postgres', db: first.db, config, sms, clock, app: first.app, makeApp },
      };
    });
    afterAll(async () => {
      for (const close of closers) await close();
    });
    body(() => {
      if (!instances) throw new Error('instances not ready');
      return instances;
    });
  });
}

const from = (ip: string) => ({ 'x-forwarded-for': ip });

for (const store of ['postgres', 'redis'] as const) {
  twoInstances(store, (get) => {
    it('five unknown codes through A lock code entry on B too', async () => {
      const { a, b, ctx } = get();
      const member = await insertMember(ctx);
      const enter = (app: Hono, code: string) =>
        call(app, 'POST', '/api/codes', { token: member.token, form: { code } });
      for (let i = 0; i < 5; i += 1) expect((await enter(a, `NOPE${i}`)).status).toBe(404);
      const blocked = await enter(b, 'NOPE5');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('TOO_MANY_TRIES');
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('20 wrong codes in parallel over both instances evaluate at most the limit of 5', async () => {
      const { a, b, ctx } = get();
      const member = await insertMember(ctx);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 === 0 ? a : b, 'POST', '/api/codes', {
            token: member.token,
            form: { code: `GUESS${i}` },
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 404)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    });

    it('20 wrong one-time codes in parallel over both instances evaluate at most 5', async () => {
      const { a, b, ctx } = get();
      const lineUserId = `U${randomBytes(8).toString('hex')}`;
      const created = await call(a, 'POST', '/api/authorization/createuser', {
        form: { lineUserId, idToken: 'mock-id-token' },
      });
      const tel = uniqueTel();
      const otp = await call(a, 'POST', '/api/authorization/otp', {
        form: { tel, lineUserId, idToken: 'mock-id-token' },
        headers: from('198.51.100.77'),
      });
      const right = ctx.sms.lastCodeFor(tel) as string;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 === 0 ? a : b, 'POST', '/api/authorization/register', {
            form: {
              otpCode: right === '000000' ? '111111' : '000000',
              otpRefCode: otp.body.otpRefCode,
              userId: created.body.userId,
              lineUserId,
              lineDisplayname: 'Nok',
              linePictureUrl: '',
              consent1: true,
              consent2: true,
              firstname: 'Nok',
              lastname: 'Test',
              tel,
              email: 'nok@example.com',
              birthDate: '1990-05-17',
            },
          }),
        ),
      );
      const codes = results.map((r) => r.body.error.code);
      expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(5);
      expect(codes.filter((c) => c === 'OTP_LOCKED')).toHaveLength(15);
    });

    it('the OTP-per-address limit counts both instances, per forwarded client address', async () => {
      const { a, b } = get();
      const lineUserId = uniqueLineId();
      await call(a, 'POST', '/api/authorization/createuser', {
        form: { lineUserId, idToken: 'mock-id-token' },
      });
      const ask = (app: Hono, ip: string) =>
        call(app, 'POST', '/api/authorization/otp', {
          form: { tel: uniqueTel(), lineUserId, idToken: 'mock-id-token' },
          headers: from(ip),
        });
      expect((await ask(a, '203.0.113.7')).status).toBe(200);
      expect((await ask(b, '203.0.113.7')).status).toBe(200);
      const third = await ask(a, '203.0.113.7');
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('TOO_MANY_OTP_REQUESTS');
      expect((await ask(b, '198.51.100.9')).status).toBe(200);
    });

    it('the log limit counts both instances', async () => {
      const { a, b } = get();
      const send = (app: Hono) =>
        call(app, 'POST', '/api/log/pageview', {
          form: { userId: '1', path: '/' },
          headers: from('192.0.2.44'),
        });
      expect([await send(a), await send(b), await send(a)].map((r) => r.status)).toEqual([
        204, 204, 204,
      ]);
      const flooded = await send(b);
      expect(flooded.status).toBe(429);
      expect(flooded.body.error.code).toBe('TOO_MANY_LOGS');
    });

    it('a race spread over both instances is decided once', async () => {
      const { a, b, ctx } = get();
      const both = (i: number) => (i % 2 === 0 ? a : b);

      const coder = await insertMember(ctx);
      const codes = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(both(i), 'POST', '/api/codes', { token: coder.token, form: { code: 'LUCKY777' } }),
        ),
      );
      expect(codes.filter((r) => r.status === 200)).toHaveLength(1);
      // Past the wrong-code limit, entries in flight wait (429): each counts until it proves right.
      expect(codes.filter((r) => r.status === 409 || r.status === 429)).toHaveLength(11);

      const rewardId = await insertReward(ctx, { stock: 3, cost: 100, perUser: 1 });
      const members = await Promise.all(Array.from({ length: 12 }, () => insertMember(ctx, 100)));
      const redeems = await Promise.all(
        members.map((m, i) =>
          call(both(i), 'POST', `/api/rewards/${rewardId}/redeem`, {
            token: m.token,
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          }),
        ),
      );
      expect(redeems.filter((r) => r.status === 200)).toHaveLength(3);
      expect(redeems.filter((r) => r.status === 409)).toHaveLength(9);

      const spender = await insertMember(ctx, 1000);
      const otherReward = await insertReward(ctx, { stock: 100, cost: 100 });
      const repeats = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(both(i), 'POST', `/api/rewards/${otherReward}/redeem`, {
            token: spender.token,
            headers: { 'Idempotency-Key': 'one-key' },
          }),
        ),
      );
      expect(repeats.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(repeats.map((r) => r.body.campaignRewardId)).size).toBe(1);

      expect(await ledgerSum(ctx, coder.userId)).toBe(777);
      expect(await ledgerSum(ctx, spender.userId)).toBe(900);
      const stock = await ctx.db
        .selectFrom('rewards')
        .select('stock_left')
        .where('id', '=', rewardId)
        .executeTakeFirstOrThrow();
      expect(stock.stock_left).toBe(0);
      const mismatched = await sql<{ id: number }>`
        select id from users
        where balance <> (select coalesce(sum(delta), 0) from point_entries where user_id = users.id)`.execute(
        ctx.db,
      );
      expect(mismatched.rows).toEqual([]);
    });
  });
}
