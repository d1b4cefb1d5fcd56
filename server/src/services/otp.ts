import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ErrorCode, OtpResult } from '../../../contract/wire.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';

export const OTP_VALID_MS = 5 * 60_000;
export const OTP_COOLDOWN_MS = 60_000;
export const OTP_MAX_TRIES = 5;
const REF_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const hashCode = (deps: AppDeps, refCode: string, code: string) =>
  createHmac('sha256', deps.config.jwtSecret).update(`${refCode}:${code}`).digest('hex');

const otpError = (code: ErrorCode, message: string) =>
  new ApiError(422, code, message, { field: 'otpCode' });

export async function requestOtp(deps: AppDeps, tel: string): Promise<OtpResult> {
  const now = deps.clock();
  const latest = await deps.db
    .selectFrom('otp_codes')
    .select('created_at')
    .where('tel', '=', tel)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waitMs = latest ? latest.created_at.getTime() + OTP_COOLDOWN_MS - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(
      'OTP_COOLDOWN',
      `Please wait ${seconds} seconds before requesting a new code.`,
      seconds,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const refCode = Array.from(
    { length: 6 },
    () => REF_ALPHABET[randomInt(REF_ALPHABET.length)],
  ).join('');
  const expiresAt = new Date(now.getTime() + OTP_VALID_MS);
  const row = await deps.db
    .insertInto('otp_codes')
    .values({
      tel,
      ref_code: refCode,
      code_hash: hashCode(deps, refCode, code),
      expires_at: expiresAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await deps.sms.send(tel, `Your code is ${code} (ref ${refCode}). It expires in 5 minutes.`);
  } catch (error) {
    console.error(error);
    await deps.db.deleteFrom('otp_codes').where('id', '=', row.id).execute();
    throw new ApiError(503, 'SMS_UNAVAILABLE', 'We could not send the SMS. Please try again.', {
      retryAfter: 5,
    });
  }
  return { otpRefCode: refCode, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a code for tel and counts the try (5 per reference). Answers the OTP row id, which the
 * caller consumes with consumeOtp in the transaction that uses it.
 */
export async function checkOtp(
  deps: AppDeps,
  tel: string,
  refCode: string,
  code: string,
): Promise<number> {
  const now = deps.clock();
  const row = await deps.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('tel', '=', tel)
    .where('ref_code', '=', refCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) {
    throw otpError('OTP_INVALID', 'This code was not sent to this number. Request a new code.');
  }
  const newest = await deps.db
    .selectFrom('otp_codes')
    .select('id')
    .where('tel', '=', tel)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  if (row.consumed_at) {
    throw otpError('OTP_EXPIRED', 'This code was already used. Request a new code.');
  }
  if (newest.id !== row.id) {
    throw otpError('OTP_EXPIRED', 'A newer code was sent. Enter the code from the last SMS.');
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    throw otpError('OTP_EXPIRED', 'This code has expired. Request a new code.');
  }
  const counted = await deps.db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', OTP_MAX_TRIES)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) {
    throw otpError('OTP_LOCKED', 'Too many wrong tries. Request a new code.');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(deps, refCode, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = OTP_MAX_TRIES - counted.attempts;
    throw otpError(
      'OTP_INVALID',
      left > 0
        ? `The code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'The code is not right, and no tries are left. Request a new code.',
    );
  }
  return row.id;
}

export async function consumeOtp(trx: Transaction<Database>, otpId: number, now: Date) {
  const consumed = await trx
    .updateTable('otp_codes')
    .set({ consumed_at: now })
    .where('id', '=', otpId)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) {
    throw otpError('OTP_EXPIRED', 'This code was already used. Request a new code.');
  }
}
