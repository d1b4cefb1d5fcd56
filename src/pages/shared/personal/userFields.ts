import * as z from 'zod/mini';
import { type PersonalMessages, personalFields, tel } from '../../../../contract/fields';
import { todayIso } from '../../../ui/form/isoDates';
import { perLanguage } from '../../../ui/form/perLanguage';
import { fieldText as t } from './text';

/** What the contract's checks of the personal fields say on /register and /profile/update. */
export const personalMessages = (): PersonalMessages => ({
  firstname: { required: t.firstnameRequired, tooLong: t.nameTooLong },
  lastname: { required: t.lastnameRequired, tooLong: t.nameTooLong },
  tel: t.telInvalid,
  email: { required: t.emailRequired, tooLong: t.emailTooLong, invalid: t.emailInvalid },
  birthDate: {
    required: t.birthDateRequired,
    invalid: t.birthDateInvalid,
    future: t.birthDateFuture,
    tooEarly: t.birthDateTooEarly,
  },
});

/** The number as typed: separators between digit groups, and +66, are normalised before the
 *  contract's check. */
export const typedTel = () => tel(t.telInvalid, normalizeTel);

const buildProfileSchema = () =>
  z.object({
    ...personalFields(personalMessages(), todayIso),
    tel: typedTel(),
  });

/** PUT /api/user's fields, birth dates counted in the device's days, in the customer's language. */
export const profileSchema = perLanguage(buildProfileSchema);
export type ProfileValues = z.infer<ReturnType<typeof buildProfileSchema>>;

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
