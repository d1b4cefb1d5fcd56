import { perTurn } from '../db/perTurn.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import type { Db } from './points.ts';
import { toUser } from './users.ts';

/** GET /api/user for every request that asks in the same turn of the event loop, in one query:
 *  under a campaign blast most requests are startups, each asking for its member (see perTurn). */
export function userLoader(db: Db) {
  return perTurn(async (ids: readonly number[]) => {
    const rows = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', (eb) => eb.fn.any(eb.val([...new Set(ids)])))
      .execute();
    const byId = new Map<number, UserRow>(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return row ? toUser(row) : unauthorized();
    });
  });
}
