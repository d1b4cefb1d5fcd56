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
  // Separators people type between digit groups, and +66, are normalised before the check.
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

/** The number as the server wants it: 0 and nine digits. Spaces, dashes, dots and brackets are
 *  dropped, and the international form phones and LINE show (+66 81 234 5678, 0066…, +66 (0)81…)
 *  becomes the national one (0812345678); anything else is left for the check to explain. */
export function normalizeTel(tel: string): string {
  const digits = tel.replace(/[\s().-]/g, '');
  const national = /^(?:\+|00)660?(\d{9})$/.exec(digits);
  return national ? `0${national[1]}` : digits;
}
