// npm run bench:server: the reference server on PostgreSQL, driven from a separate load-generator
// process (perf/load/generator.ts), next to a bare Hono "hello" measured the same way in the
// same run. Loopback only, about 40 s, stops by itself. Writes reports/bench-server.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../server/src/config.ts';
import type { Database } from '../server/src/db/schema.ts';
import { signAccessToken } from '../server/src/services/accessToken.ts';
import type { GeneratorResult, Scenario } from './load/generator.ts';
import { freshSchema, generate, runToExit, startHello, startServer } from './load/processes.ts';

const DURATION_SECONDS = 5;
/** Each route (and hello) first runs this long unmeasured: JIT, pools and prepared statements warm. */
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const LONG_LEDGER = 10_000;

interface BenchRow {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
}

async function insertMember(db: Kysely<Database>, name: string, ledgerRows: number) {
  const now = new Date();
  const user = await db
    .insertInto('users')
    .values({
      line_user_id: `Ubench-${name}`,
      firstname: 'Bench',
      lastname: name,
      tel: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: 'bench@example.com',
      birth_date: '1990-01-01',
      registered_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: ledgerRows }, (_, i) => ({
    user_id: user.id,
    delta: i === 0 ? 1_000_000_000 : 1,
    reason: 'adjust' as const,
    title: 'Bench',
    ref_id: null,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('point_entries')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
  return user.id;
}

async function prepare(db: Kysely<Database>) {
  const now = new Date();
  const config = loadConfig({ AUTH_MODE: 'mock' });
  const token = (userId: number) => signAccessToken({ config, clock: () => new Date() }, userId);
  const member = await insertMember(db, 'short', 1);
  const longLedger = await insertMember(db, 'long', LONG_LEDGER);
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
  return { member: await token(member), longLedger: await token(longLedger), rewardId: reward.id };
}

const toRow = (result: GeneratorResult): BenchRow => ({
  name: result.name,
  reqPerSec: Math.round(result.reqPerSec),
  p99Ms: result.p99Ms,
  errors: result.errors + result.non2xx,
});

async function main() {
  const schema = await freshSchema();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 2 }) }),
  });
  const server = await startServer(schema.url);
  const hello = await startHello();
  try {
    const { member, longLedger, rewardId } = await prepare(db);
    const run = async (name: string, url: string, scenario: Scenario) => {
      const spec = { name, url, connections: CONNECTIONS, scenario };
      await generate({ ...spec, durationSeconds: WARMUP_SECONDS });
      return generate({ ...spec, durationSeconds: DURATION_SECONDS });
    };
    console.log(
      `autocannon in its own process: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route after ${WARMUP_SECONDS} s unmeasured; one server process on PostgreSQL`,
    );
    const baseline = toRow(
      await run('bare Hono "hello"', hello.url, { kind: 'get', path: '/hello' }),
    );
    const routes = [
      await run('GET /api/user', server.url, { kind: 'get', path: '/api/user', token: member }),
      await run(`GET /api/user (${LONG_LEDGER.toLocaleString('en')} ledger rows)`, server.url, {
        kind: 'get',
        path: '/api/user',
        token: longLedger,
      }),
      await run('POST /api/rewards/{id}/redeem', server.url, {
        kind: 'redeem',
        rewardId,
        token: member,
      }),
    ].map((result) => {
      const row = toRow(result);
      return { ...row, ratio: Number((row.reqPerSec / baseline.reqPerSec).toFixed(3)) };
    });
    console.log('');
    console.log('| route | req/s | p99 ms | vs hello | errors |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| ${baseline.name} | ${baseline.reqPerSec} | ${baseline.p99Ms} | 1 | ${baseline.errors} |`,
    );
    for (const row of routes) {
      console.log(
        `| ${row.name} | ${row.reqPerSec} | ${row.p99Ms} | ${row.ratio} | ${row.errors} |`,
      );
    }
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/bench-server.json',
      `${JSON.stringify({ baseline, routes }, null, 2)}\n`,
    );
    console.log('\nWrote reports/bench-server.json');
  } finally {
    // The load has stopped (each generator process has exited): only now stop the servers, and
    // the database after them.
    await hello.stop();
    await server.stop();
    await db.destroy();
    await schema.drop();
  }
}

runToExit(main);
