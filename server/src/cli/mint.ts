import type { Kysely } from 'kysely';
import { codeHash } from '../db/codeHash.ts';
import { claimCodeKey } from '../db/codeKey.ts';
import type { Database } from '../db/schema.ts';
import { randomCode } from '../services/randomCode.ts';

/**
 * 12 characters of a 31-letter alphabet: 31^12 ≈ 7.9 × 10^17 codes (59 bits). Even with a
 * million live codes, a guess wins with probability 10^6 / 7.9 × 10^17 ≈ 1.3 × 10^-12. The
 * wrong-code limit lets a member try 5 a minute: 1,000 members guessing for a year make
 * 5 × 60 × 24 × 365 × 1,000 ≈ 2.6 × 10^9 guesses, about 0.003 expected hits in all.
 */
export const CODE_LENGTH = 12;
const BATCH = 1000;
/** Rounds of fresh codes for those that collided; at 59 bits the first round all but always does. */
const MAX_ROUNDS = 5;

export interface MintRequest {
  campaignKey: string;
  points: number;
  count: number;
  /** Shown in the points history; default: the campaign's title. */
  title?: string;
  /** Default: the campaign's window. */
  startsAt?: Date;
  endsAt?: Date;
}

export interface MintedCodes {
  codes: string[];
  title: string;
  points: number;
  startsAt: Date;
  endsAt: Date;
}

/** The request cannot be minted as it is; nothing was written. Names the option at fault. */
export class MintRefused extends Error {}

/** 'ABCD-EFGH-JKMN': how a code is printed; entered with or without the dashes. */
export const groupCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * Mints `count` single-use codes for a campaign in one transaction, in batches. Only each code's
 * keyed hash is stored: the answer is the only copy of the codes. A code whose hash is taken
 * (another code of the database) is replaced by a fresh one.
 */
export async function mintCodes(
  db: Kysely<Database>,
  codeKey: Buffer,
  request: MintRequest,
  now: Date,
  newCode: () => string = () => randomCode(CODE_LENGTH),
): Promise<MintedCodes> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('campaigns')
      .select(['id', 'title', 'starts_at', 'ends_at'])
      .where('key', '=', request.campaignKey)
      .executeTakeFirst();
    if (!campaign) {
      throw new MintRefused(`--campaign: no campaign has the key "${request.campaignKey}"`);
    }
    const startsAt = request.startsAt ?? campaign.starts_at;
    const endsAt = request.endsAt ?? campaign.ends_at;
    if (endsAt <= startsAt) {
      throw new MintRefused(
        `--ends: after the start (${startsAt.toISOString()}), not ${endsAt.toISOString()}`,
      );
    }
    if (endsAt <= now) {
      throw new MintRefused(
        `--ends: in the future; codes that end ${endsAt.toISOString()} could never be entered`,
      );
    }
    if (!(await claimCodeKey(trx, codeKey))) {
      throw new MintRefused(
        'The codes in this database were hashed under another secret: set CODE_SECRET (or, without one, JWT_SECRET) as the server has it.',
      );
    }
    const title = request.title ?? campaign.title;
    const minted: string[] = [];
    const seen = new Set<string>();
    const fresh = (n: number) => {
      const codes: string[] = [];
      while (codes.length < n) {
        const code = newCode();
        if (!seen.has(code)) {
          seen.add(code);
          codes.push(code);
        }
      }
      return codes;
    };
    let pending = fresh(request.count);
    for (let round = 0; pending.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`${pending.length} codes kept colliding.`);
      const collided: string[] = [];
      for (let start = 0; start < pending.length; start += BATCH) {
        const batch = pending.slice(start, start + BATCH).map((code) => ({
          code,
          hash: codeHash(codeKey, code),
        }));
        const inserted = await trx
          .insertInto('codes')
          .values(
            batch.map(({ hash }) => ({
              code_hash: hash,
              single_use: true,
              title,
              points: request.points,
              campaign_id: campaign.id,
              starts_at: startsAt,
              ends_at: endsAt,
            })),
          )
          .onConflict((oc) => oc.column('code_hash').doNothing())
          .returning('code_hash')
          .execute();
        const stored = new Set(inserted.map((row) => row.code_hash));
        for (const { code, hash } of batch) (stored.has(hash) ? minted : collided).push(code);
      }
      pending = fresh(collided.length);
    }
    return { codes: minted, title, points: request.points, startsAt, endsAt };
  });
}
