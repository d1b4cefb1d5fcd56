import { type Insertable, type Kysely, sql } from 'kysely';
import {
  OPS_WINDOWS,
  type OpsVitals,
  phoneClass,
  rateVital,
  type VitalMetric,
  type VitalsBatch,
  type VitalsDay,
  type VitalsGroup,
} from '../../../contract/vitals.ts';
import { perTurn } from '../db/perTurn.ts';
import type { Database, VitalsTable } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { addressKey } from '../http/clientIp.ts';
import { tooManyRequests } from '../http/errors.ts';

const DAY_MS = 86_400_000;
/** Rows per INSERT: 13 columns stay far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 2000;
const PRUNE_EVERY_MS = 3_600_000;

/** Inserts the batches of one event-loop turn together (see perTurn), as the other logs are. */
export function vitalsWriter(db: Kysely<Database>) {
  return perTurn(async (batches: readonly Insertable<VitalsTable>[][]) => {
    const rows = batches.flat();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await db
        .insertInto('vitals')
        .values(rows.slice(start, start + INSERT_CHUNK))
        .execute();
    }
    return batches.map(() => undefined);
  });
}

/** Stores a batch under the log calls' per-client limit, and drops rows past VITALS_DAYS (at
 *  most hourly per process). */
export function vitalsStore(deps: AppDeps) {
  const write = vitalsWriter(deps.db);
  let prunedAt = 0;
  return async (batch: VitalsBatch, ip: string): Promise<void> => {
    const wait = await deps.limiters.logs.take(`ip:${addressKey(ip)}`);
    if (wait > 0) {
      throw tooManyRequests('TOO_MANY_LOGS', `Too many log calls. Wait ${wait} seconds.`, wait);
    }
    const now = deps.clock();
    const shared = {
      build_id: batch.build,
      language: batch.language,
      phone_class: phoneClass(batch),
      os: batch.os,
      line_version: batch.lineVersion,
      device_memory: batch.deviceMemory ?? null,
      cores: batch.cores ?? null,
      effective_type: batch.effectiveType,
      created_at: now,
    };
    await write(batch.items.map((item) => ({ ...shared, ...item })));
    if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await pruneVitals(deps.db, deps.config.vitalsDays, now);
    }
  };
}

export async function pruneVitals(db: Kysely<Database>, days: number, now: Date): Promise<void> {
  await db
    .deleteFrom('vitals')
    .where('created_at', '<', new Date(now.getTime() - days * DAY_MS))
    .execute();
}

type GroupColumn = 'route' | 'phone_class' | 'language';

interface P75Row {
  key: string;
  metric: VitalMetric;
  p75: number;
  count: number;
}

const p75 = sql<number>`percentile_cont(0.75) within group (order by value)`;

async function p75By(db: Kysely<Database>, column: GroupColumn, since: Date) {
  const rows = (await db
    .selectFrom('vitals')
    .select([
      sql.ref<string>(column).as('key'),
      'metric',
      p75.as('p75'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('created_at', '>=', since)
    .groupBy([column, 'metric'])
    .orderBy(column)
    .orderBy('metric')
    .execute()) as P75Row[];
  const groups = new Map<string, VitalsGroup>();
  for (const row of rows) {
    const group = groups.get(row.key) ?? { key: row.key, metrics: [] };
    const value = Number(row.p75);
    group.metrics.push({
      metric: row.metric,
      p75: value,
      count: Number(row.count),
      rating: rateVital(row.metric, value),
    });
    groups.set(row.key, group);
  }
  return [...groups.values()];
}

/** p75 of every metric by route, phone class and language over the last 1, 7 and 30 days, and
 *  per UTC day over the retention window with the builds first seen each day. */
export async function opsVitals(deps: AppDeps): Promise<OpsVitals> {
  const now = deps.clock();
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const windows = [];
  for (const days of OPS_WINDOWS) {
    windows.push({
      days,
      byRoute: await p75By(deps.db, 'route', since(days)),
      byPhoneClass: await p75By(deps.db, 'phone_class', since(days)),
      byLanguage: await p75By(deps.db, 'language', since(days)),
    });
  }
  const retention = since(deps.config.vitalsDays);
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const daily = await deps.db
    .selectFrom('vitals')
    .select([day.as('day'), 'metric', p75.as('p75'), sql<number>`count(*)::int`.as('count')])
    .where('created_at', '>=', retention)
    .groupBy([day, 'metric'])
    .orderBy('day')
    .orderBy('metric')
    .execute();
  const builds = await deps.db
    .selectFrom('vitals')
    .select([
      'build_id',
      sql<string>`to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
    ])
    .where('created_at', '>=', retention)
    .groupBy('build_id')
    .orderBy('build_id')
    .execute();
  return {
    generatedAt: now.toISOString(),
    retentionDays: deps.config.vitalsDays,
    windows,
    daily: daily.map(
      (row): VitalsDay => ({
        day: row.day,
        metric: row.metric as VitalMetric,
        p75: Number(row.p75),
        count: Number(row.count),
        builds: builds.filter((b) => b.day === row.day).map((b) => b.build_id),
      }),
    ),
  };
}
