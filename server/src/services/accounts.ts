import type { z } from 'zod';
import type { cancelSchema, registerSchema } from '../../../contract/payloads.ts';
import type { LoginResult } from '../../../contract/wire.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import { signAccessToken } from './accessToken.ts';
import { verifyIdToken } from './lineIdToken.ts';
import { checkOtp, consumeOtp } from './otp.ts';
import { lockUser } from './points.ts';
import { assertTelFree, telTaken } from './users.ts';

export async function login(
  deps: AppDeps,
  lineUserId: string,
  idToken: string,
): Promise<LoginResult> {
  await verifyIdToken(deps, idToken, lineUserId);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'registered_at', 'token_version'])
    .where('line_user_id', '=', lineUserId)
    .executeTakeFirst();
  if (!user) throw unauthorized('There is no account for this LINE user yet.', 'UNKNOWN_USER');
  if (!user.registered_at) {
    throw unauthorized('Please finish your registration first.', 'NOT_REGISTERED');
  }
  return {
    userId: user.id,
    accessToken: await signAccessToken(deps, user.id, user.token_version),
  };
}

/** Creates the pre-registration row for a LINE user; idempotent. */
export async function createUser(deps: AppDeps, lineUserId: string, idToken: string) {
  await verifyIdToken(deps, idToken, lineUserId);
  await deps.db
    .insertInto('users')
    .values({ line_user_id: lineUserId, created_at: deps.clock() })
    .onConflict((oc) => oc.column('line_user_id').doNothing())
    .execute();
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('line_user_id', '=', lineUserId)
    .executeTakeFirstOrThrow();
  return { userId: user.id };
}

/**
 * The account a LINE user asking for a one-time code without an access token (registering)
 * has: the ID token must prove the LINE user, as login's does, and createuser must have made
 * the row (startup does, SPEC §4 step 8).
 */
export async function verifiedLineUser(
  deps: AppDeps,
  lineUserId: string,
  idToken: string,
): Promise<number> {
  await verifyIdToken(deps, idToken, lineUserId);
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('line_user_id', '=', lineUserId)
    .executeTakeFirst();
  if (!user) {
    throw unauthorized(
      'There is no account for this LINE user yet. Please reopen the app.',
      'UNKNOWN_USER',
    );
  }
  return user.id;
}

const mismatch = () =>
  unauthorized('This registration does not belong to your LINE account. Please reopen the app.');
const alreadyRegistered = () =>
  new ApiError(409, 'ALREADY_REGISTERED', 'You are already registered. Please reopen the app.');

export async function register(
  deps: AppDeps,
  input: z.output<ReturnType<typeof registerSchema>>,
): Promise<LoginResult> {
  // No access token exists yet: in line mode the ID token is the only proof of who is calling.
  if (input.idToken !== undefined || deps.config.authMode === 'line') {
    await verifyIdToken(deps, input.idToken ?? '', input.lineUserId);
  }
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'line_user_id', 'registered_at', 'token_version'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user || user.line_user_id !== input.lineUserId) throw mismatch();
  if (user.registered_at) throw alreadyRegistered();
  await assertTelFree(deps.db, input.tel, user.id);
  const otpId = await checkOtp(deps, user.id, input.tel, input.otpRefCode, input.otpCode);
  const now = deps.clock();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const locked = await lockUser(trx, user.id);
      if (locked.registered_at) throw alreadyRegistered();
      await consumeOtp(trx, otpId, now);
      await trx
        .updateTable('users')
        .set({
          line_display_name: input.lineDisplayname,
          line_picture_url: input.linePictureUrl,
          firstname: input.firstname,
          lastname: input.lastname,
          tel: input.tel,
          email: input.email,
          birth_date: input.birthDate,
          registered_at: now,
          personal_info_consent: true,
          personal_info_consent_at: now,
          marketing_consent: input.consent2,
          marketing_consent_at: now,
        })
        .where('id', '=', user.id)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw telTaken();
    throw error;
  }
  return {
    userId: user.id,
    accessToken: await signAccessToken(deps, user.id, user.token_version),
  };
}

/**
 * Drops the caller's unfinished registration. The caller is the Bearer token's user, else the
 * userId + lineUserId pair of the form (the same pair register takes). Registered users are kept.
 * A token of a dropped account stops working at once (its member is gone: accessToken.ts).
 */
export async function cancelRegistration(
  deps: AppDeps,
  tokenUserId: number | null,
  input: z.output<typeof cancelSchema>,
): Promise<void> {
  if (tokenUserId === null && (input.idToken !== undefined || deps.config.authMode === 'line')) {
    await verifyIdToken(deps, input.idToken ?? '', input.lineUserId ?? '');
  }
  let query = deps.db.deleteFrom('users').where('registered_at', 'is', null);
  if (tokenUserId !== null) query = query.where('id', '=', tokenUserId);
  else if (input.userId !== undefined && input.lineUserId !== undefined) {
    query = query.where('id', '=', input.userId).where('line_user_id', '=', input.lineUserId);
  } else return;
  await query.execute();
}
