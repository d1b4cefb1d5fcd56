// `npm run load:vitals`: the campaign blast three times in one run (vitals off, on, off again),
// with a second generator sending vitals batches while on: what the batched vitals inserts cost the
// startup calls. Loopback only; stops by itself.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/src/db/schema.ts';
import { insertCustomers } from './customers.ts';
import type { GeneratorResult } from './generator.ts';
import { freshSchema, generate, runToExit, startServer } from './processes.ts';
import { VITALS_ITEMS_PER_BATCH } from './vitalsRequests.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 30);
const VITALS_CONNECTIONS = Number(process.env.LOAD_VITALS_CONNECTIONS ?? 20);
/** Batches per second: about two per startup of the blast, as a mock build (every open reports)
 *  would send; production samples 10 %. 0 sends as fast as the connections allow. */
const VITALS_RATE = Number(process.env.LOAD_VITALS_RATE ?? 250);
const CUSTOMERS = 8_000;
const CODE = 'LINE2026';

const blast = (url: string, prefix: string, seconds = SECONDS) =>
  generate({
    name: `campaign ${prefix}`,
    url,
    connections: CONNECTIONS,
    durationSeconds: seconds,
    scenario: { kind: 'campaign', customerPrefix: prefix, customerCount: CUSTOMERS, code: CODE },
  });

function line(label: string, result: GeneratorResult) {
  const s = result.startups;
  return `${label.padEnd(12)} startups ${s?.completed ?? 0} (${(s?.perSecond ?? 0).toFixed(1)}/s), startup p50 ${s?.p50Ms} ms p99 ${s?.p99Ms} ms; per request p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms; ${result.reqPerSec.toFixed(0)} req/s; no answer ${result.errors}, 5xx ${result.status5xx}`;
}

async function main() {
  const schema = await freshSchema();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.url, max: 2 }) }),
  });
  const server = await startServer(schema.url, { WEB_CONCURRENCY: '2', TRUST_PROXY: '1' });
  try {
    await insertCustomers(db, 'Uwarm-', CUSTOMERS, '06');
    await insertCustomers(db, 'Uoff-', CUSTOMERS, '07');
    await insertCustomers(db, 'Uon-', CUSTOMERS, '08');
    await insertCustomers(db, 'Uoff2-', CUSTOMERS, '05');
    console.log(
      `Vitals on/off: ${CONNECTIONS} connections of startups for ${SECONDS} s each, against 2 workers on PostgreSQL; vitals from ${VITALS_CONNECTIONS} more connections${VITALS_RATE ? ` at up to ${VITALS_RATE} batches/s` : ''}`,
    );
    await blast(server.url, 'Uwarm-', 3);
    const off = await blast(server.url, 'Uoff-');
    const [on, vitals] = await Promise.all([
      blast(server.url, 'Uon-'),
      generate({
        name: 'vitals',
        url: server.url,
        connections: VITALS_CONNECTIONS,
        durationSeconds: SECONDS,
        scenario: { kind: 'vitals', rate: VITALS_RATE },
      }),
    ]);
    // Off once more after: the first blast still warms the pools up, the machine's load drifts.
    const offAgain = await blast(server.url, 'Uoff2-');
    const stored = await db
      .selectFrom('vitals')
      .select(db.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log('');
    console.log(line('vitals off', off));
    console.log(line('vitals on', on));
    console.log(line('off again', offAgain));
    console.log(
      `vitals       ${vitals.reqPerSec.toFixed(0)} batches/s (${VITALS_ITEMS_PER_BATCH} reports each), p50 ${vitals.p50Ms} ms p99 ${vitals.p99Ms} ms; non-2xx ${vitals.non2xx}, no answer ${vitals.errors}; ${stored.n} rows stored`,
    );
    const offP50 = ((off.startups?.p50Ms ?? 0) + (offAgain.startups?.p50Ms ?? 0)) / 2;
    const ratio = (on.startups?.p50Ms ?? 0) / Math.max(1, offP50);
    console.log(`startup p50 with vitals on: ${ratio.toFixed(2)}× the mean of the two runs off`);
  } finally {
    await server.stop();
    await db.destroy();
    await schema.drop();
  }
}

runToExit(main);
