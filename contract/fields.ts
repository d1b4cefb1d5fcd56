import * as z from 'zod/mini';

// The rules of the fields a call carries, each defined once: the server checks payloads with them
// (payloads.ts) and the forms check what is typed, each side with its own words. Only functions
// and constants, so a form page bundles the rules it uses and no more.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const TEL = /^0\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const OTP_CODE = /^\d{6}$/;
const FORM_ID = /^[1-9]\d{0,9}$/;
const MAX_INT = 2_147_483_647;

export interface NameMessages {
  required: string;
  tooLong: string;
}

export interface EmailMessages {
  required: string;
  tooLong: string;
  invalid: string;
}

export interface BirthDateMessages {
  required: string;
  /** Not YYYY-MM-DD, or no such day. */
  invalid: string;
  future: string;
  tooEarly: string;
}

/** The words of the personal fields (PUT /api/user, and register's). */
export interface PersonalMessages {
  firstname: NameMessages;
  lastname: NameMessages;
  tel: string;
  email: EmailMessages;
  birthDate: BirthDateMessages;
}

/** The words of what a customer fills in to register. */
export interface RegistrationMessages extends PersonalMessages {
  otpCode: string;
  consent1: string;
  /** A tick box is always yes or no: a form may leave this out. */
  consent2?: string;
}

/** 'YYYY-MM-DD' naming a real day (no 02-30). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const requiredText = (max: number, required: string, tooLong = required) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

export const optionalText = (max: number, message: string) =>
  z.string({ error: message }).check(z.maxLength(max, message));

const BOOLEANS: readonly unknown[] = [true, false, 'true', 'false'];

/** Yes or no: a boolean, or its text as a form sends it. A check and an overwrite rather than a
 *  union and a transform: the form pages that bundle these rules need no more of zod for it. */
export const formBoolean = (message?: string) =>
  z
    .custom<boolean>((value) => BOOLEANS.includes(value), message)
    .check(z.overwrite((value) => value === true || (value as unknown) === 'true'));

/** A database id: a positive 32-bit integer, as a number (JSON) or its digits (a form). */
export const formId = (message: string) =>
  z
    .pipe(
      // Each branch carries the message too: a union reports the issue of the branch that came
      // closest ('abc' is a string), which would otherwise be zod's own wording of the pattern.
      z.union(
        [
          z.int({ error: message }).check(z.minimum(1, message)),
          z.string({ error: message }).check(z.regex(FORM_ID, message)),
        ],
        { error: message },
      ),
      z.transform(Number),
    )
    .check(z.refine((value) => value <= MAX_INT, message));

/** One line: a tab or line break in a name is never what was meant. */
export const name = (m: NameMessages) =>
  requiredText(NAME_MAX_LENGTH, m.required, m.tooLong).check(z.regex(/^[^\t\n\r]*$/, m.required));

/** `typed` tidies the text before the check: a trim, or a form's normalising of what people type. */
export const tel = (message: string, typed = (value: string) => value.trim()) =>
  z.string({ error: message }).check(z.overwrite(typed), z.regex(TEL, message));

export const email = (m: EmailMessages) =>
  z
    .string({ error: m.invalid })
    .check(
      z.trim(),
      z.minLength(1, m.required),
      z.maxLength(EMAIL_MAX_LENGTH, m.tooLong),
      z.regex(EMAIL, m.invalid),
    );

/** `today`: the current day as YYYY-MM-DD, asked at each check (a form stays open past midnight). */
export const birthDate = (m: BirthDateMessages, today: () => string) =>
  z.string({ error: m.invalid }).check(
    z.trim(),
    z.minLength(1, m.required),
    z.refine(isCalendarDate, m.invalid),
    // Every check runs and the first failure's words are shown: later checks pass what an
    // earlier one already refused.
    z.refine((value) => !isCalendarDate(value) || value < today(), m.future),
    z.refine((value) => !isCalendarDate(value) || value >= EARLIEST_BIRTH_DATE, m.tooEarly),
  );

export const otpCode = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.regex(OTP_CODE, message));

/** A consent that must be given. */
export const consentGiven = (message: string) =>
  formBoolean(message).check(z.refine((value: boolean) => value, message));

/** The personal fields: PUT /api/user, and what /register and /profile/update ask. */
export const personalFields = (m: PersonalMessages, today: () => string) => ({
  firstname: name(m.firstname),
  lastname: name(m.lastname),
  tel: tel(m.tel),
  email: email(m.email),
  birthDate: birthDate(m.birthDate, today),
});

/** What a customer fills in to register: the personal fields, the SMS code and the consents. */
export const registrationFields = (m: RegistrationMessages, today: () => string) => ({
  ...personalFields(m, today),
  otpCode: otpCode(m.otpCode),
  consent1: consentGiven(m.consent1),
  consent2: formBoolean(m.consent2),
});
