import { z } from 'zod';

/** The register and profile field rules. The client mirrors these patterns and messages. */
export const RULES = {
  nameMaxLength: 100,
  tel: /^0\d{9}$/,
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/,
  emailMaxLength: 254,
  birthDate: /^\d{4}-\d{2}-\d{2}$/,
  birthDateMin: '1900-01-01',
  otpCode: /^\d{6}$/,
  otpRefCode: /^[A-Za-z0-9]{6}$/,
} as const;

export const MESSAGES = {
  firstname: 'Enter your first name (up to 100 characters).',
  lastname: 'Enter your last name (up to 100 characters).',
  tel: 'Enter a 10-digit mobile number starting with 0, for example 0812345678.',
  email: 'Enter a valid email address.',
  birthDate: 'Enter your birth date as YYYY-MM-DD: a real date in the past, not before 1900.',
  consent1: 'Please accept the terms and the use of your personal data to continue.',
  consent2: 'Choose yes or no.',
  otpCode: 'Enter the 6-digit code from the SMS.',
  otpRefCode: 'Request a code first, then enter it here.',
  userId: 'The user id is missing. Please reopen the app.',
  lineUserId: 'The LINE user id is missing. Please reopen the app.',
  idToken: 'The LINE sign-in token is missing. Please reopen the app.',
  lineDisplayName: 'The LINE display name is too long (up to 200 characters).',
  linePictureUrl: 'The LINE picture must be an http(s) address of up to 1000 characters.',
  boolean: 'Choose yes or no.',
} as const;

/** True when value is YYYY-MM-DD, a real calendar date, not before 1900 and before today (UTC). */
export function isValidBirthDate(value: string, today: Date): boolean {
  if (!RULES.birthDate.test(value) || value < RULES.birthDateMin) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value < today.toISOString().slice(0, 10);
}

export const formBoolean = (message: string = MESSAGES.boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
    .transform((value) => value === true || value === 'true');

const MAX_INT = 2_147_483_647;

export const formId = (message: string) =>
  z
    // Each branch carries the message too: a union reports the issue of the branch that came
    // closest ('abc' is a string), which would otherwise be zod's own wording of the pattern.
    .union(
      [
        z.number({ error: message }).int({ error: message }).min(1, { error: message }),
        z.string({ error: message }).regex(/^[1-9]\d{0,9}$/, { error: message }),
      ],
      { error: message },
    )
    .transform(Number)
    .refine((value) => value <= MAX_INT, { error: message });

export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const optionalText = (max: number, message: string) =>
  z.string({ error: message }).max(max, { error: message });

const name = (message: string) => requiredText(RULES.nameMaxLength, message);
const tel = z.string({ error: MESSAGES.tel }).trim().regex(RULES.tel, { error: MESSAGES.tel });
const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(RULES.emailMaxLength, { error: MESSAGES.email })
  .regex(RULES.email, { error: MESSAGES.email });
const birthDate = (today: Date) =>
  z
    .string({ error: MESSAGES.birthDate })
    .trim()
    .refine((value) => isValidBirthDate(value, today), { error: MESSAGES.birthDate });
const pictureUrl = z
  .string({ error: MESSAGES.linePictureUrl })
  .trim()
  .max(1000, { error: MESSAGES.linePictureUrl })
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), {
    error: MESSAGES.linePictureUrl,
  });
const displayName = z
  .string({ error: MESSAGES.lineDisplayName })
  .trim()
  .max(200, { error: MESSAGES.lineDisplayName });

export const lineUserIdField = requiredText(100, MESSAGES.lineUserId);
export const idTokenField = requiredText(4096, MESSAGES.idToken);

export const loginSchema = z.strictObject({ lineUserId: lineUserIdField, idToken: idTokenField });

export const otpRequestSchema = z.strictObject({ tel });

export const registerSchema = (today: Date) =>
  z.strictObject({
    otpCode: z.string({ error: MESSAGES.otpCode }).trim().regex(RULES.otpCode, {
      error: MESSAGES.otpCode,
    }),
    otpRefCode: z
      .string({ error: MESSAGES.otpRefCode })
      .trim()
      .regex(RULES.otpRefCode, { error: MESSAGES.otpRefCode })
      .transform((value) => value.toUpperCase()),
    userId: formId(MESSAGES.userId),
    lineUserId: lineUserIdField,
    lineDisplayname: displayName.default(''),
    // The picture is LINE's, not something the customer typed or can change: one this server
    // cannot use (not an http(s) address) is left out instead of refusing the registration.
    linePictureUrl: pictureUrl.catch(''),
    firstname: name(MESSAGES.firstname),
    lastname: name(MESSAGES.lastname),
    tel,
    email,
    consent1: formBoolean(MESSAGES.consent1).refine((value) => value, {
      error: MESSAGES.consent1,
    }),
    consent2: formBoolean(MESSAGES.consent2).default(false),
    birthDate: birthDate(today),
    idToken: idTokenField.optional(),
  });

export const cancelSchema = z.strictObject({
  userId: formId(MESSAGES.userId).optional(),
  lineUserId: lineUserIdField.optional(),
  idToken: idTokenField.optional(),
});

export const profileSchema = (today: Date) =>
  z.strictObject({
    firstname: name(MESSAGES.firstname),
    lastname: name(MESSAGES.lastname),
    tel,
    email,
    birthDate: birthDate(today),
  });

export const lineProfileSchema = z.strictObject({
  lineDisplayName: displayName,
  linePictureUrl: pictureUrl,
});

export const personalConsentSchema = z.strictObject({ personalInfoConsent: formBoolean() });

export const marketingConsentSchema = z.strictObject({ marketingConsent: formBoolean() });

export const campaignConsentSchema = z.strictObject({
  campaignConsent1: formBoolean(),
  campaignConsent2: formBoolean(),
});

export const useRewardSchema = z.strictObject({
  campaignRewardId: formId('Choose a reward to use.'),
});

export const codeSchema = z.strictObject({
  code: requiredText(64, 'Enter a code of up to 64 characters.'),
});

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_MESSAGE = 'Send an Idempotency-Key header (1 to 100 characters).';

const ANSWER_VALUE_MESSAGE = 'An answer must be text or a list of choices.';

export const questionnaireSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: formId('Each answer needs its question id.'),
        value: z
          .union([z.string().max(2000), z.array(z.string().max(200)).max(50)], {
            error: ANSWER_VALUE_MESSAGE,
          })
          .default(''),
      }),
      { error: 'Send the answers as a list.' },
    )
    .max(50, { error: 'Too many answers.' })
    .default([]),
});

const LOG_USER_ID = z
  .union([z.string().max(100), z.number()], { error: 'The user id is too long.' })
  .transform(String)
  .default('');

export const logStateSchema = z.strictObject({
  userId: LOG_USER_ID,
  state: optionalText(200, 'The state is too long (up to 200 characters).'),
  os: optionalText(50, 'The OS name is too long (up to 50 characters).').default(''),
});

export const logPageviewSchema = z.strictObject({
  userId: LOG_USER_ID,
  path: optionalText(500, 'The path is too long (up to 500 characters).'),
});

export const logErrorSchema = z.strictObject({
  userId: LOG_USER_ID,
  message: optionalText(2000, 'The message is too long (up to 2000 characters).'),
  stack: optionalText(8000, 'The stack is too long (up to 8000 characters).').default(''),
});
