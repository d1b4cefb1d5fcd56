import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ErrorCode, OtpResult } from '../../../contract/wire.ts';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { takeOrRefuse } from '../http/limits.ts';
import { deriveKey } from '../settings/secrets.ts';
import { maskTel, SmsNotSent } from './sms.ts';
import { assertTelFree } from './users.ts';

export const OTP_VALID_MS = 5 * 60_000;
export const OTP_COOLDOWN_MS = 60_000;
export const OTP_MAX_TRIES = 5;
/** What a customer is asked to wait after an SMS could not be sent. */
const SMS_RETRY_SECONDS = 5;
const REF_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const otpKeys = new Map<string, Buffer>();
const otpKey = (secret: string) => {
  let key = otpKeys.get(secret);
  if (!key) {
    key = deriveKey(secret, 'otp');
    otpKeys.set(secret, key);
  }
  return key;
};

const hashCode = (deps: AppDeps, refCode: string, code: string) =>
  createHmac('sha256', otpKey(deps.config.jwtSecret)).update(`${refCode}:${code}`).digest('hex');

const otpError = (code: ErrorCode, message: string) =>
  new ApiError(422, code, message, { field: 'otpCode' });

const tooMany = (seconds: number) =>
  tooManyRequests(
    'TOO_MANY_OTP_REQUESTS',
    `Too many codes were requested. Please wait ${seconds} seconds.`,
    seconds,
  );

/**
 * Sends member `userId` a code for `tel`. Limits, in the order an attacker meets them: the
 * client's address (taken by the route before anything else is asked of the caller), the
 * member, whether the number is another member's (told only to a verified member, and counted:
 * probing numbers spends the member's allowance), the one-minute wait per member and number, and
 * the number itself whoever asks (SMS bombing). A send that fails spends nothing: the code is
 * deleted and the member's and the number's counts are given back.
 */
export async function sendOtp(deps: AppDeps, userId: number, tel: string): Promise<OtpResult> {
  const { otpPerMember, otpPerNumber } = deps.limiters;
  const member = `user:${userId}`;
  const number = `tel:${tel}`;
  const refund = (...counts: [typeof otpPerMember, string][]) =>
    Promise.all(counts.map(([limit, key]) => limit.refund(key).catch(() => {})));
  await takeOrRefuse([[otpPerMember, member]], tooMany);
  await assertTelFree(deps.db, tel, userId);
  try {
    await assertCooledDown(deps, userId, tel);
    await takeOrRefuse([[otpPerNumber, number]], tooMany);
  } catch (error) {
    await refund([otpPerMember, member]);
    throw error;
  }
  try {
    return await issue(deps, userId, tel);
  } catch (error) {
    await refund([otpPerMember, member], [otpPerNumber, number]);
    throw error;
  }
}

/** One live code per member and number: another may be asked for a minute after the last. */
async function assertCooledDown(deps: AppDeps, userId: number, tel: string) {
  const latest = await deps.db
    .selectFrom('otp_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('tel', '=', tel)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waitMs = latest
    ? latest.created_at.getTime() + OTP_COOLDOWN_MS - deps.clock().getTime()
    : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(
      'OTP_COOLDOWN',
      `Please wait ${seconds} seconds before requesting a new code.`,
      seconds,
    );
  }
}

async function issue(deps: AppDeps, userId: number, tel: string): Promise<OtpResult> {
  const now = deps.clock();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const refCode = Array.from(
    { length: 6 },
    () => REF_ALPHABET[randomInt(REF_ALPHABET.length)],
  ).join('');
  const expiresAt = new Date(now.getTime() + OTP_VALID_MS);
  const row = await deps.db
    .insertInto('otp_codes')
    .values({
      user_id: userId,
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
    await deps.db.deleteFrom('otp_codes').where('id', '=', row.id).execute();
    const why = error instanceof SmsNotSent ? error.message : 'the sender failed';
    console.error(`[sms] not sent to ${maskTel(tel)}: ${why}`);
    throw new ApiError(503, 'SMS_UNAVAILABLE', 'We could not send the SMS. Please try again.', {
      retryAfter: SMS_RETRY_SECONDS,
    });
  }
  return { otpRefCode: refCode, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a code member `userId` asked for `tel` and counts the try (5 per reference). Answers
 * the OTP row id, which the caller consumes with consumeOtp in the transaction that uses it.
 */
export async function checkOtp(
  deps: AppDeps,
  userId: number,
  tel: string,
  refCode: string,
  code: string,
): Promise<number> {
  const now = deps.clock();
  const mine = deps.db
    .selectFrom('otp_codes')
    .where('user_id', '=', userId)
    .where('tel', '=', tel)
    .orderBy('id', 'desc')
    .limit(1);
  const row = await mine.selectAll().where('ref_code', '=', refCode).executeTakeFirst();
  if (!row) {
    throw otpError('OTP_INVALID', 'This code was not sent to this number. Request a new code.');
  }
  const newest = await mine.select('id').executeTakeFirstOrThrow();
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

/** A code for the new number is required when a member changes it (PUT /api/user). */
export const otpRequired = (message: string) => otpError('OTP_REQUIRED', message);
