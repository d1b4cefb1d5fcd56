import type { z } from 'zod/mini';
import { MESSAGES } from '../../../contract/messages.ts';
import type { profileSchema } from '../../../contract/payloads.ts';
import type { ProfileUpdateResult } from '../../../contract/wire.ts';
import { isUniqueViolation } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { signAccessToken } from './accessToken.ts';
import { checkOtp, consumeOtp, otpRequired } from './otp.ts';
import { assertTelFree, findUser, telTaken, toUser, updateUser } from './users.ts';

/**
 * PUT /api/user. The member's number is the one a code proved: a new number needs a code sent to
 * it (POST /api/authorization/otp as the member), and changing it revokes every older token of
 * the member (someone holding an old session, on a lost or shared phone, is signed out); the
 * answer carries this device's new token.
 */
export async function updateProfile(
  deps: AppDeps,
  userId: number,
  input: z.output<ReturnType<typeof profileSchema>>,
): Promise<ProfileUpdateResult> {
  const fields = {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    birth_date: input.birthDate,
  };
  const current = await findUser(deps.db, userId);
  if (input.tel === current.tel) return updateUser(deps.db, userId, fields);
  if (!input.otpCode || !input.otpRefCode) throw otpRequired(MESSAGES.otpRequired);
  await assertTelFree(deps.db, input.tel, userId);
  const otpId = await checkOtp(deps, userId, input.tel, input.otpRefCode, input.otpCode);
  const now = deps.clock();
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      await consumeOtp(trx, otpId, now);
      return trx
        .updateTable('users')
        .set((eb) => ({ ...fields, tel: input.tel, token_version: eb('token_version', '+', 1) }))
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return {
      ...toUser(row),
      accessToken: await signAccessToken(deps, userId, row.token_version),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw telTaken();
    throw error;
  }
}
