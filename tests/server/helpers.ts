import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, describe, vi } from 'vitest';
import { type FormObject, toFormData } from '../../contract/formData.ts';
import { type AppOptions, createApp } from '../../server/src/app.ts';
import { type Config, loadConfig } from '../../server/src/config.ts';
import { connectDatabase } from '../../server/src/db/connect.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { seedIfEmpty } from '../../server/src/db/seed.ts';
import type { LimitStore } from '../../server/src/http/limits.ts';
import { signAccessToken } from '../../server/src/services/accessToken.ts';
import { MemorySms } from '../../server/src/services/sms.ts';
import { pointsCodeKeyOf } from '../../server/src/settings/secrets.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export class TestClock {
  now = new Date();
  readonly fn = () => new Date(this.now.getTime());
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  }
}

export interface TestContext {
  kind: DatabaseKind;
  db: Kysely<Database>;
  config: Config;
  sms: MemorySms;
  clock: TestClock;
  app: Hono;
  makeApp(options?: Partial<AppOptions>): Hono;
}

export const testConfig = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ AUTH_MODE: 'mock', STATIC_DIR: 'tests/server/fixtures/static', ...env });

/** The key testConfig's server hashes points codes with. */
export const testCodeKey = () => pointsCodeKeyOf(testConfig());

/**
 * A migrated, empty PGlite data directory, kept in the temp dir between runs: loading it takes
 * about a second, where creating and migrating a fresh PGlite takes three or more.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256')
    .update(readFileSync(new URL('../../server/src/db/migrations.ts', import.meta.url)))
    .update(
      readFileSync(
        new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      ),
    )
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `loyalty-pglite-template-${hash}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db, { codeKey: testCodeKey() });
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file);
  return dump;
}

/** A database of `kind`, unmigrated: in-memory PGlite, or a PostgreSQL schema of its own. */
export async function openDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const db = await connectDatabase({ kind: 'memory', loadDataDir: await pgliteTemplate() });
    return { db, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await connectDatabase({ kind: 'postgres', url, searchPath: schema, max: 20 });
  return {
    db,
    close: async () => {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export const databaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs body once per database: in-memory PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function forEachDatabase(title: string, body: (ctx: () => TestContext) => void) {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let ctx: TestContext | undefined;
      let close: () => Promise<void> = async () => {};
      beforeAll(async () => {
        const opened = await openDatabase(kind);
        close = opened.close;
        const config = testConfig();
        const codeKey = pointsCodeKeyOf(config);
        await migrate(opened.db, { codeKey });
        const clock = new TestClock();
        await seedIfEmpty(opened.db, clock.now, codeKey);
        const sms = new MemorySms();
        // Limits live where production keeps them for this database; each app counts afresh.
        const limitStore: LimitStore =
          kind === 'postgres' ? { kind: 'postgres', db: opened.db } : { kind: 'memory' };
        const makeApp = (options: Partial<AppOptions> = {}) =>
          createApp({
            db: opened.db,
            config,
            sms,
            clock: clock.fn,
            // Every request of app.request comes from one address: per-address limits are tested
            // on their own (otp.test.ts, signInLimits.test.ts), and so are per-user sign-in limits.
            limits: {
              otpPerAddressPer10Minutes: 10_000,
              signInPerAddressPerMinute: 10_000,
              signInPerLineUserPerMinute: 10_000,
            },
            limitStore,
            limitPrefix: `${randomBytes(4).toString('hex')}:`,
            ...options,
          }) as unknown as Hono;
        ctx = { kind, db: opened.db, config, sms, clock, app: makeApp(), makeApp };
      });
      afterAll(() => close());
      body(() => {
        if (!ctx) throw new Error('database not ready');
        return ctx;
      });
    });
  }
}

export interface CallOptions {
  token?: string;
  /** Sent as the app sends it: multipart/form-data with bracket keys. */
  form?: FormObject;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The address the request comes from (the socket's peer); none by default. */
  socket?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response JSON loosely
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response JSON loosely
export async function call<T = any>(
  app: Hono,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.body;
  if (options.form) body = toFormData(options.form);
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  let env: object | undefined;
  if (options.socket) {
    // As @hono/node-server hands a request over: its body is read from Node's request stream.
    const request = new Request(`http://localhost${path}`, { method, headers, body });
    const bytes = Buffer.from(await request.arrayBuffer());
    body = method === 'GET' || method === 'HEAD' ? undefined : bytes;
    const type = request.headers.get('content-type');
    if (type) headers['content-type'] = type;
    const incoming = Object.assign(Readable.from(body ? [bytes] : []), {
      socket: { remoteAddress: options.socket, remotePort: 40000 },
    });
    env = { incoming };
  }
  const response = await app.request(path, { method, headers, body }, env);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body: parsed as T, headers: response.headers };
}

let telCounter = Math.floor(Math.random() * 50_000_000);
export const uniqueTel = () => `08${String(++telCounter).padStart(8, '0')}`;
export const uniqueLineId = () => `U${randomBytes(8).toString('hex')}`;

export const validProfile = () => ({
  firstname: 'Somchai',
  lastname: 'Jaidee',
  tel: uniqueTel(),
  email: 'somchai@example.com',
  birthDate: '1990-05-17',
});

/** Creates a user through createuser + otp + register, as the app does. */
export async function registerUser(ctx: TestContext, overrides: FormObject = {}) {
  const lineUserId = uniqueLineId();
  const created = await call(ctx.app, 'POST', '/api/authorization/createuser', {
    form: { lineUserId, idToken: 'mock-id-token' },
  });
  const profile = { ...validProfile(), ...overrides };
  const otp = await call(ctx.app, 'POST', '/api/authorization/otp', {
    form: { tel: profile.tel, lineUserId, idToken: 'mock-id-token' },
  });
  const result = await call(ctx.app, 'POST', '/api/authorization/register', {
    form: {
      otpCode: ctx.sms.lastCodeFor(String(profile.tel)) ?? '',
      otpRefCode: otp.body.otpRefCode,
      userId: created.body.userId,
      lineUserId,
      lineDisplayname: 'Somchai',
      linePictureUrl: 'https://profile.line-scdn.net/abc',
      consent1: true,
      consent2: false,
      ...profile,
    },
  });
  if (result.status !== 200) throw new Error(`register failed: ${JSON.stringify(result.body)}`);
  return {
    userId: created.body.userId as number,
    token: result.body.accessToken as string,
    lineUserId,
    tel: String(profile.tel),
  };
}

/** A registered member written straight into the database: fast, for load and race tests. */
export async function insertMember(ctx: TestContext, points = 0, registered = true) {
  const now = ctx.clock.fn();
  const user = await ctx.db
    .insertInto('users')
    .values({
      line_user_id: uniqueLineId(),
      firstname: 'Test',
      lastname: 'Member',
      tel: uniqueTel(),
      email: 'member@example.com',
      birth_date: '1990-01-01',
      registered_at: registered ? now : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (points > 0) await grantPoints(ctx, user.id, points);
  const token = await signAccessToken({ config: ctx.config, clock: ctx.clock.fn }, user.id);
  return { userId: user.id, token };
}

export async function grantPoints(ctx: TestContext, userId: number, points: number) {
  await ctx.db
    .insertInto('point_entries')
    .values({
      user_id: userId,
      delta: points,
      reason: 'adjust',
      title: 'Test points',
      ref_id: null,
      created_at: ctx.clock.fn(),
    })
    .execute();
}

export async function ledgerSum(ctx: TestContext, userId: number) {
  const rows = await ctx.db
    .selectFrom('point_entries')
    .select('delta')
    .where('user_id', '=', userId)
    .execute();
  return rows.reduce((sum, row) => sum + row.delta, 0);
}

export async function rewardByTitle(ctx: TestContext, title: string) {
  return ctx.db
    .selectFrom('rewards')
    .selectAll()
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
}

/** A reward made for one test: active now, with the given stock, limit and cost. */
export async function insertReward(
  ctx: TestContext,
  values: {
    stock: number;
    perUser?: number;
    cost?: number;
    window?: number;
    fromMs?: number;
    toMs?: number;
  },
) {
  const now = ctx.clock.now.getTime();
  const row = await ctx.db
    .insertInto('rewards')
    .values({
      campaign_id: null,
      title: `Test reward ${randomBytes(3).toString('hex')}`,
      description: 'For tests',
      image_url: '/images/reward-drink.svg',
      points_cost: values.cost ?? 100,
      stock_left: values.stock,
      per_user_limit: values.perUser ?? 100,
      use_window_minutes: values.window ?? 15,
      starts_at: new Date(now + (values.fromMs ?? -86_400_000)),
      ends_at: new Date(now + (values.toMs ?? 30 * 86_400_000)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Rate limits count in the system's time (rate-limiter-flexible reads Date.now), not the app's
 * clock: this freezes Date for body and lets it move both clocks forward together.
 */
export async function withFrozenTime(
  ctx: TestContext,
  body: (advance: (ms: number) => void) => Promise<void>,
) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    await body((ms) => {
      vi.setSystemTime(Date.now() + ms);
      ctx.clock.advance(ms);
    });
  } finally {
    vi.useRealTimers();
  }
}
