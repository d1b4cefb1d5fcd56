import * as z from 'zod/mini';
import { isIsoDate, todayIso } from '../../ui/form/dates';
import { fieldText as t } from './fieldText';

/** The server's rule for a Thai mobile number. */
export const TEL_PATTERN = /^0\d{9}$/;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const name = (required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(100, t.nameTooLong));

/** The first failing check's message is the one shown, so later checks assume earlier ones. */
const birthDate = z.string().check(
  z.minLength(1, t.birthDateRequired),
  z.refine(isIsoDate, t.birthDateInvalid),
  z.refine((v) => !isIsoDate(v) || v < todayIso(), t.birthDateFuture),
  z.refine((v) => !isIsoDate(v) || v >= EARLIEST_BIRTH_DATE, t.birthDateTooEarly),
);

/** The personal fields of a user, as /register and /profile/update validate them. */
export const userFields = {
  firstname: name(t.firstnameRequired),
  lastname: name(t.lastnameRequired),
  // Spaces and dashes people type between digit groups are dropped before the check.
  tel: z.string().check(
    z.overwrite((v) => normalizeTel(v)),
    z.regex(TEL_PATTERN, t.telInvalid),
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, t.emailRequired),
      z.maxLength(254, t.emailTooLong),
      z.email(t.emailInvalid),
    ),
  birthDate,
};

export const otpCode = z.string().check(z.regex(/^\d{6}$/, t.otpInvalid));

export const profileSchema = z.object(userFields);
export type ProfileValues = z.infer<typeof profileSchema>;

/** The latest birth date the picker offers: yesterday. */
export function latestBirthDate(now = new Date()): string {
  return todayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
}

/** The number as the server wants it: digits only, as typed otherwise. */
export const normalizeTel = (tel: string): string => tel.replace(/[\s-]/g, '');
