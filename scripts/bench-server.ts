// npm run bench:server — loopback only, about 15 s per database, stops by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { connectDatabase } from '../server/src/db/connect.ts';
import { migrate } from '../server/src/db/migrations.ts';
import type { Database } from '../server/src/db/schema.ts';
import { seedIfEmpty } from '../server/src/db/seed.ts';
import { signAccessToken } from '../server/src/services/auth.ts';
import type { SmsSender } from '../server/src/services/sms.ts';

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;

interface Row {
  name: string;
  requests: number;
  p99: number;
  errors: number;
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}

const urlOf = (server: ServerType) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
  });
  return {
    name,
    requests: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function prepare(db: Kysely<Database>) {
  await migrate(db);
  await seedIfEmpty(db, new Date());
  const now = new Date();
  const user = await db
    .insertInto('users')
    .values({
      line_user_id: `Ubench${randomBytes(4).toString('hex')}`,
      firstname: 'Bench',
      lastname: 'User',
      tel: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: 'bench@example.com',
      birth_date: '1990-01-01',
      registered_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('point_entries')
    .values({
      user_id: user.id,
      delta: 1_000_000_000,
      reason: 'adjust',
      title: 'Bench',
      ref_id: null,
      created_at: now,
    })
    .execute();
  const reward = await db
    .insertInto('rewards')
    .values({
      campaign_id: null,
      title: 'Bench reward',
      description: 'Plenty of stock',
      image_url: '/images/reward-drink.svg',
      points_cost: 1,
      stock_left: 1_000_000_000,
      per_user_limit: 1_000_000_000,
      use_window_minutes: 15,
      starts_at: new Date(now.getTime() - 86_400_000),
      ends_at: new Date(now.getTime() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, rewardId: reward.id };
}

async function benchDatabase(label: string, db: Kysely<Database>): Promise<Row[]> {
  const config = loadConfig({ AUTH_MODE: 'mock', STATIC_DIR: 'dist' });
  const silentSms: SmsSender = { send: async () => {} };
  const { userId, rewardId } = await prepare(db);
  const token = await signAccessToken({ config, clock: () => new Date(), fetch }, userId);
  const app = createApp({ db, config, sms: silentSms });
  const hello = new Hono().get('/hello', (c) => c.text('hello'));
  const appServer = await listen(app.fetch);
  const helloServer = await listen(hello.fetch);
  const auth = { authorization: `Bearer ${token}` };
  try {
    const rows = [
      await measure('bare Hono "hello"', { url: `${urlOf(helloServer)}/hello` }),
      await measure(`GET /api/user (${label})`, {
        url: `${urlOf(appServer)}/api/user`,
        headers: auth,
      }),
      await measure(`POST /api/rewards/{id}/redeem (${label})`, {
        url: urlOf(appServer),
        requests: [
          {
            method: 'POST',
            path: `/api/rewards/${rewardId}/redeem`,
            setupRequest: (request) => ({
              ...request,
              headers: { ...auth, 'idempotency-key': randomUUID() },
            }),
          },
        ],
      }),
    ];
    const redeemed = await db
      .selectFrom('user_rewards')
      .select(db.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    console.log(`${label}: ${Number(redeemed.n)} rewards redeemed during the run`);
    return rows;
  } finally {
    appServer.close();
    helloServer.close();
  }
}

function print(rows: Row[]) {
  const hello = rows[0] as Row;
  console.log('');
  console.log('| route | req/s | p99 ms | vs hello | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row === hello ? '1' : (row.requests / hello.requests).toFixed(3);
    console.log(
      `| ${row.name} | ${row.requests.toFixed(0)} | ${row.p99} | ${ratio} | ${row.errors} |`,
    );
  }
}

async function main() {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, 127.0.0.1 only`,
  );
  const pglite = await connectDatabase({ kind: 'memory' });
  try {
    print(await benchDatabase('PGlite', pglite));
  } finally {
    await pglite.destroy();
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const postgres = await connectDatabase({ kind: 'postgres', url, searchPath: schema });
  try {
    print(await benchDatabase('PostgreSQL', postgres));
  } finally {
    await postgres.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
