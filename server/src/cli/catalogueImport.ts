import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Catalogue, Kind } from './catalogueFile.ts';
import {
  campaignRow,
  contentRow,
  fieldOf,
  productRow,
  questionRow,
  rewardRow,
  sameValue,
} from './catalogueRows.ts';

export interface KindChanges {
  added: string[];
  changed: { key: string; fields: string[] }[];
  unchanged: string[];
}

export type ImportPlan = Record<Kind, KindChanges>;

/** The file cannot be imported as it is; nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

type Row = Record<string, unknown>;
interface Entry {
  key: string;
  row: Row;
}

/** Stands for the id of a campaign this import adds, while nothing is written yet. */
const NEW_CAMPAIGN = -1;

/** The rows of `table` with these keys, locked until the import ends. */
async function lockRows(trx: Transaction<Database>, table: Kind, keys: string[]) {
  if (keys.length === 0) return new Map<string, Row & { id: number }>();
  const rows = await trx
    .selectFrom(table)
    .selectAll()
    .where('key', 'in', keys)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.key as string, row as Row & { id: number }]));
}

/** The columns of an item whose stored value is not the file's. */
const changedColumns = (before: Row, row: Row) =>
  Object.keys(row).filter((column) => !sameValue(before[column], row[column]));

function planKind(entries: Entry[], existing: Map<string, Row>): KindChanges {
  const changes: KindChanges = { added: [], changed: [], unchanged: [] };
  for (const { key, row } of entries) {
    const before = existing.get(key);
    if (!before) changes.added.push(key);
    else {
      const columns = changedColumns(before, row);
      if (columns.length === 0) changes.unchanged.push(key);
      else changes.changed.push({ key, fields: columns.map(fieldOf) });
    }
  }
  return changes;
}

/** jsonb columns are written as JSON text. */
const forWrite = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      Array.isArray(value) ? JSON.stringify(value) : value,
    ]),
  );

/**
 * Inserts the new items and updates the changed columns of the others. A reward's stock_left
 * moves by as much as its total does, so what members redeemed stays redeemed (the plan has
 * refused a total below it; the database's CHECKs hold it too).
 */
async function writeKind(
  trx: Transaction<Database>,
  table: Kind,
  entries: Entry[],
  existing: Map<string, Row & { id: number }>,
) {
  for (const { key, row } of entries) {
    const before = existing.get(key);
    if (!before) {
      const stock = table === 'rewards' ? { stock_left: row.stock_total } : {};
      await trx
        .insertInto(table)
        .values({ key, ...forWrite(row), ...stock } as never)
        .execute();
      continue;
    }
    const columns = changedColumns(before, row);
    if (columns.length === 0) continue;
    const set = forWrite(Object.fromEntries(columns.map((column) => [column, row[column]])));
    if (columns.includes('stock_total')) {
      const more = (row.stock_total as number) - (before.stock_total as number);
      set.stock_left = sql`stock_left + ${more}`;
    }
    await trx
      .updateTable(table)
      .set(set as never)
      .where('id', '=', before.id)
      .execute();
  }
}

/**
 * Imports a catalogue in one transaction, by the operator's keys: a new key is inserted, a known
 * one updated in place where the file differs, and nothing is deleted (members' rewards and
 * history refer to the rows). Every problem the database reveals (a campaign nobody has, a stock
 * below what was redeemed) is listed before anything is written; with `dryRun` nothing is.
 */
export async function importCatalogue(
  db: Kysely<Database>,
  catalogue: Catalogue,
  { dryRun }: { dryRun: boolean },
): Promise<ImportPlan> {
  return db.transaction().execute(async (trx) => {
    const referenced = catalogue.rewards.flatMap((r) => (r.campaign === null ? [] : [r.campaign]));
    const keysOf = (kind: Kind) => catalogue[kind].map((item) => item.key);
    const existing = {
      campaigns: await lockRows(trx, 'campaigns', [...keysOf('campaigns'), ...referenced]),
      rewards: await lockRows(trx, 'rewards', keysOf('rewards')),
      contents: await lockRows(trx, 'contents', keysOf('contents')),
      products: await lockRows(trx, 'products', keysOf('products')),
      questions: await lockRows(trx, 'questions', keysOf('questions')),
    };
    const inFile = new Set(keysOf('campaigns'));
    const problems: string[] = [];
    catalogue.rewards.forEach((reward, index) => {
      if (reward.campaign !== null && !inFile.has(reward.campaign)) {
        if (!existing.campaigns.has(reward.campaign)) {
          problems.push(
            `rewards[${index}].campaign: no campaign has the key "${reward.campaign}", in this file or the database`,
          );
        }
      }
      const before = existing.rewards.get(reward.key);
      if (!before) return;
      const redeemed = (before.stock_total as number) - (before.stock_left as number);
      if (reward.stock < redeemed) {
        problems.push(
          `rewards[${index}].stock: members have redeemed ${redeemed} already; the total cannot be less`,
        );
      }
    });
    if (problems.length > 0) throw new ImportRefused(problems);

    const rewardEntries = (campaignIds: Map<string, number>) =>
      catalogue.rewards.map((r) => ({
        key: r.key,
        row: rewardRow(
          r,
          r.campaign === null ? null : (campaignIds.get(r.campaign) ?? NEW_CAMPAIGN),
        ),
      }));
    const idsOf = (rows: Map<string, Row & { id: number }>) =>
      new Map([...rows].map(([key, row]) => [key, row.id]));
    const entries = {
      campaigns: catalogue.campaigns.map((c) => ({ key: c.key, row: campaignRow(c) })),
      rewards: rewardEntries(idsOf(existing.campaigns)),
      contents: catalogue.contents.map((c) => ({ key: c.key, row: contentRow(c) })),
      products: catalogue.products.map((p) => ({ key: p.key, row: productRow(p) })),
      questions: catalogue.questions.map((q, i) => ({ key: q.key, row: questionRow(q, i) })),
    };
    const plan: ImportPlan = {
      campaigns: planKind(entries.campaigns, existing.campaigns),
      rewards: planKind(entries.rewards, existing.rewards),
      contents: planKind(entries.contents, existing.contents),
      products: planKind(entries.products, existing.products),
      questions: planKind(entries.questions, existing.questions),
    };
    if (dryRun) return plan;

    await writeKind(trx, 'campaigns', entries.campaigns, existing.campaigns);
    const campaigns = await lockRows(trx, 'campaigns', [...inFile, ...referenced]);
    await writeKind(trx, 'rewards', rewardEntries(idsOf(campaigns)), existing.rewards);
    await writeKind(trx, 'contents', entries.contents, existing.contents);
    await writeKind(trx, 'products', entries.products, existing.products);
    await writeKind(trx, 'questions', entries.questions, existing.questions);
    return plan;
  });
}
