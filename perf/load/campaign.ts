// `npm run load`: the campaign blast (startup calls, a code, the catalogue) against two workers on a
// fresh PostgreSQL schema, from a generator in its own process, beside a bare Hono "hello" measured
// the same way. Loopback only; stops by itself.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/src/db/schema.ts';
import { insertCustomers } from './customers.ts';
import { freshSchema, generate, runToExit, startHello, startServer } from './processes.ts';

const DURATION_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 30);
/** More than a 20 s blast can reach at 500 startups/s: each customer enters the code once. */
const CUSTOMERS = 12_000;
const CUSTOMER_PREFIX = 'Uload-';
const WARM_UP_SECONDS = 3;
const WARM_UP_CUSTOMERS = 3_000;
const WARM_UP_PREFIX = 'Uwarm-';
/** A demo code (server/src/db/demoCodes.ts): each customer may use it once. */
const CODE = 'LINE2026';

async function main() {
  const schema = await freshSchema();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 2 }) }),
  });
  const server = await startServer(schema.url, { WEB_CONCURRENCY: '2' });
  const hello = await startHello();
  try {
    await insertCustomers(db, CUSTOMER_PREFIX, CUSTOMERS, '07');
    await insertCustomers(db, WARM_UP_PREFIX, WARM_UP_CUSTOMERS, '08');
    console.log(
      `Campaign blast: ${CONNECTIONS} connections for ${DURATION_SECONDS} s against 2 workers on PostgreSQL (${server.url}); ${CUSTOMERS} customers`,
    );
    const baseline = await generate({
      name: 'bare Hono "hello"',
      url: hello.url,
      connections: CONNECTIONS,
      durationSeconds: 5,
      scenario: { kind: 'get', path: '/hello' },
    });
    await generate({
      name: 'warm-up',
      url: server.url,
      connections: CONNECTIONS,
      durationSeconds: WARM_UP_SECONDS,
      scenario: {
        kind: 'campaign',
        customerPrefix: WARM_UP_PREFIX,
        customerCount: WARM_UP_CUSTOMERS,
        code: CODE,
      },
    });
    const blast = await generate({
      name: 'campaign blast',
      url: server.url,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      scenario: {
        kind: 'campaign',
        customerPrefix: CUSTOMER_PREFIX,
        customerCount: CUSTOMERS,
        code: CODE,
      },
    });
    const startups = blast.startups ?? { perSecond: 0, p50Ms: 0, p99Ms: 0, completed: 0 };
    console.log('');
    console.log(
      `bare Hono "hello": ${Math.round(baseline.reqPerSec)} req/s, p99 ${baseline.p99Ms} ms`,
    );
    console.log(
      `campaign blast: ${Math.round(blast.reqPerSec)} req/s (${(blast.reqPerSec / baseline.reqPerSec).toFixed(3)} of hello)`,
    );
    console.log(
      `  startups: ${startups.completed} completed, ${startups.perSecond.toFixed(1)} per second sustained`,
    );
    console.log(`  startup (9 calls in a row): p50 ${startups.p50Ms} ms, p99 ${startups.p99Ms} ms`);
    console.log(`  per request: p50 ${blast.p50Ms} ms, p99 ${blast.p99Ms} ms`);
    console.log(
      `  errors (no answer): ${blast.errors}, 5xx: ${blast.status5xx}, other non-2xx: ${blast.non2xx - blast.status5xx}`,
    );
    const redeemed = await db
      .selectFrom('code_redemptions')
      .innerJoin('users', 'users.id', 'code_redemptions.user_id')
      .where('users.line_user_id', 'like', `${CUSTOMER_PREFIX}%`)
      .select(db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`  codes credited in the blast: ${redeemed.n}`);
  } finally {
    // The generator has exited: the load has stopped before the servers and the database go.
    await hello.stop();
    await server.stop();
    await db.destroy();
    await schema.drop();
  }
}

runToExit(main);
