import type { Insertable } from 'kysely';
import { perTurn } from '../db/perTurn.ts';
import type { LogKind, LogsTable } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { addressKey } from '../http/clientIp.ts';
import { tooManyRequests } from '../http/errors.ts';
import type { Db } from './points.ts';

export interface LogEntry {
  kind: LogKind;
  claimedUserId: string;
  userId: number | null;
  ip: string;
  data: Record<string, string>;
}

/** Inserts the log lines of one event-loop turn with one statement (see perTurn). */
export function logWriter(db: Db) {
  return perTurn(async (rows: readonly Insertable<LogsTable>[]) => {
    await db
      .insertInto('logs')
      .values([...rows])
      .execute();
    return rows.map(() => undefined);
  });
}

/** Stores client log lines, one at a time for the caller, batched per turn underneath. The limit
 *  counts per signed-in user, else per IP address. */
export function logStore(deps: AppDeps) {
  const write = logWriter(deps.db);
  return async (entry: LogEntry): Promise<void> => {
    const key = entry.userId !== null ? `user:${entry.userId}` : `ip:${addressKey(entry.ip)}`;
    const wait = await deps.limiters.logs.take(key);
    if (wait > 0) {
      throw tooManyRequests('TOO_MANY_LOGS', `Too many log calls. Wait ${wait} seconds.`, wait);
    }
    await write({
      kind: entry.kind,
      claimed_user_id: entry.claimedUserId,
      user_id: entry.userId,
      data: JSON.stringify(entry.data),
      ip: entry.ip,
      created_at: deps.clock(),
    });
  };
}
