import { createHmac } from 'node:crypto';

/**
 * A points code as it is compared: without spaces or dashes (printed codes come in groups,
 * 'ABCD-EFGH-JKMN', 'TEA 30'), full-width letters as ASCII, in capitals.
 */
export const normalizeCode = (typed: string) =>
  typed
    .normalize('NFKC')
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, '')
    .toUpperCase();

/**
 * What the database keeps to find a code: its HMAC-SHA256 under the points-code key (settings/
 * secrets.ts), hex. A copy of the database without the key can neither read a code nor test a
 * guess offline.
 */
export const codeHash = (key: Buffer, typed: string) =>
  createHmac('sha256', key).update(normalizeCode(typed)).digest('hex');

/** What a member's code history shows (kept on the redemption, from what the member typed: the
 *  codes table holds no character of a code): every character but the last four hidden. */
export function maskCode(typed: string): string {
  const code = normalizeCode(typed);
  return code.length <= 4 ? code : '*'.repeat(code.length - 4) + code.slice(-4);
}

/** Tells one key from another without revealing it: stored beside the codes it hashed. */
export const keyFingerprint = (key: Buffer) =>
  createHmac('sha256', key).update('points-code key fingerprint').digest('hex');
