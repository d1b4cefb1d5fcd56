import * as z from 'zod/mini';
import {
  formBoolean,
  formId,
  optionalText,
  otpCode as otpCodeField,
  personalFields,
  registrationFields,
  requiredText,
  tel,
} from './fields.ts';
import { MESSAGES, REGISTRATION_MESSAGES } from './messages.ts';

// One schema per call the server validates, with the words of its 400 VALIDATION answers. Strict
// objects (an unknown field is refused), fields in the order a request's first problem is sought.

/** The day of `now` in UTC, as the server counts birth dates. */
const utcDay = (now: Date) => () => now.toISOString().slice(0, 10);

const displayName = z
  .string({ error: MESSAGES.lineDisplayName })
  .check(z.trim(), z.maxLength(200, MESSAGES.lineDisplayName));

const pictureUrl = z.string({ error: MESSAGES.linePictureUrl }).check(
  z.trim(),
  z.maxLength(1000, MESSAGES.linePictureUrl),
  z.refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), MESSAGES.linePictureUrl),
);

export const lineUserIdField = requiredText(100, MESSAGES.lineUserId);
export const idTokenField = requiredText(4096, MESSAGES.idToken);

export const loginSchema = z.strictObject({ lineUserId: lineUserIdField, idToken: idTokenField });

/** A code for `tel`, asked for by a member (Bearer token: a new number for the profile) or by a
 *  LINE user registering (lineUserId and idToken, verified as login verifies them). */
export const otpRequestSchema = z.strictObject({
  tel: tel(MESSAGES.tel),
  lineUserId: z.optional(lineUserIdField),
  idToken: z.optional(idTokenField),
});

const otpRefCode = z.pipe(
  z
    .string({ error: MESSAGES.otpRefCode })
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{6}$/, MESSAGES.otpRefCode)),
  z.transform((value) => value.toUpperCase()),
);

export const registerSchema = (today: Date) => {
  const { otpCode, consent1, consent2, birthDate, ...names } = registrationFields(
    REGISTRATION_MESSAGES,
    utcDay(today),
  );
  return z.strictObject({
    otpCode,
    otpRefCode,
    userId: formId(MESSAGES.userId),
    lineUserId: lineUserIdField,
    lineDisplayname: z._default(displayName, ''),
    // The picture is LINE's, not something the customer typed or can change: one this server
    // cannot use (not an http(s) address) is left out instead of refusing the registration.
    linePictureUrl: z.catch(pictureUrl, ''),
    ...names,
    consent1,
    consent2: z._default(consent2, false),
    birthDate,
    idToken: z.optional(idTokenField),
  });
};

export const cancelSchema = z.strictObject({
  userId: z.optional(formId(MESSAGES.userId)),
  lineUserId: z.optional(lineUserIdField),
  idToken: z.optional(idTokenField),
});

/** PUT /api/user: SPEC's fields, and the code sent to the new number when `tel` changes (extra
 *  fields a backend that does not know them ignores). */
export const profileSchema = (today: Date) =>
  z.strictObject({
    ...personalFields(REGISTRATION_MESSAGES, utcDay(today)),
    otpCode: z.optional(otpCodeField(REGISTRATION_MESSAGES.otpCode)),
    otpRefCode: z.optional(otpRefCode),
  });

export const lineProfileSchema = z.strictObject({
  lineDisplayName: displayName,
  linePictureUrl: pictureUrl,
});

export const personalConsentSchema = z.strictObject({
  personalInfoConsent: formBoolean(MESSAGES.boolean),
});

export const marketingConsentSchema = z.strictObject({
  marketingConsent: formBoolean(MESSAGES.boolean),
});

export const campaignConsentSchema = z.strictObject({
  campaignConsent1: formBoolean(MESSAGES.boolean),
  campaignConsent2: formBoolean(MESSAGES.boolean),
});

export const useRewardSchema = z.strictObject({
  campaignRewardId: formId('Choose a reward to use.'),
});

export const codeSchema = z.strictObject({
  code: requiredText(64, 'Enter a code of up to 64 characters.'),
});

/** POST /api/rewards/{id}/redeem's Idempotency-Key header. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_MESSAGE = 'Send an Idempotency-Key header (1 to 100 characters).';

const ANSWER_VALUE_MESSAGE = 'An answer must be text or a list of choices.';

export const questionnaireSchema = z.strictObject({
  answers: z._default(
    z
      .array(
        z.strictObject({
          questionId: formId('Each answer needs its question id.'),
          value: z._default(
            z.union(
              [
                z.string().check(z.maxLength(2000)),
                z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
              ],
              { error: ANSWER_VALUE_MESSAGE },
            ),
            '',
          ),
        }),
        { error: 'Send the answers as a list.' },
      )
      .check(z.maxLength(50, 'Too many answers.')),
    [],
  ),
});

const logUserId = z._default(
  z.pipe(
    z.union([z.string().check(z.maxLength(100)), z.number()], {
      error: 'The user id is too long.',
    }),
    z.transform(String),
  ),
  '',
);

export const logStateSchema = z.strictObject({
  userId: logUserId,
  state: optionalText(200, 'The state is too long (up to 200 characters).'),
  os: z._default(optionalText(50, 'The OS name is too long (up to 50 characters).'), ''),
});

export const logPageviewSchema = z.strictObject({
  userId: logUserId,
  path: optionalText(500, 'The path is too long (up to 500 characters).'),
});

export const logErrorSchema = z.strictObject({
  userId: logUserId,
  message: optionalText(2000, 'The message is too long (up to 2000 characters).'),
  stack: z._default(optionalText(8000, 'The stack is too long (up to 8000 characters).'), ''),
});
