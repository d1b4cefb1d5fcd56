import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PreparedClient } from './preparedClient.ts';
import type { Database } from './schema.ts';

export type DatabaseTarget =
  | { kind: 'memory'; loadDataDir?: Blob }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; searchPath?: string; max?: number };

export function targetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function connectDatabase(target: DatabaseTarget): Promise<Kysely<Database>> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.max ?? 10,
      Client: PreparedClient,
      ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite =
    target.kind === 'pglite'
      ? await PGlite.create(target.dataDir)
      : await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
