import type { Kysely } from 'kysely';
import { keyFingerprint } from './codeHash.ts';
import type { Database } from './schema.ts';

/**
 * The points codes are bound to the key that hashed them: under another key none of them can be
 * entered. The first writer of codes records its key's fingerprint; later ones compare.
 */

/** Whether the codes in the database were hashed with `key` (true while none are recorded). */
export async function codeKeyMatches(db: Kysely<Database>, key: Buffer): Promise<boolean> {
  const row = await db.selectFrom('code_key').select('fingerprint').executeTakeFirst();
  return row === undefined || row.fingerprint === keyFingerprint(key);
}

/** Records `key` as the codes' key unless one is; answers whether the recorded one is `key`. */
export async function claimCodeKey(db: Kysely<Database>, key: Buffer): Promise<boolean> {
  await db
    .insertInto('code_key')
    .values({ fingerprint: keyFingerprint(key) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return codeKeyMatches(db, key);
}
