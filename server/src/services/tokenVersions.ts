import { perTurn } from '../db/perTurn.ts';
import type { Db } from './points.ts';

/** Each member's current token_version (undefined: no such member, e.g. a cancelled one), for
 *  every token read in the same turn of the event loop in one query: every member call asks. */
export function tokenVersionLoader(db: Db) {
  return perTurn<number, number | undefined>(async (ids) => {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('id', '=', (eb) => eb.fn.any(eb.val([...new Set(ids)])))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.token_version]));
    return ids.map((id) => byId.get(id));
  });
}
