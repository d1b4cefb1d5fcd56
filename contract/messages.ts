import type { RegistrationMessages } from './fields.ts';

/** What a 400 VALIDATION answer says about each field: one message, whichever check failed. */
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
  /** A control character (NUL and the like), refused before any handler reads the field. */
  controlCharacter: 'Remove the special characters that cannot be typed (control characters).',
  otpRequired: 'Send a code to your new number and enter it here.',
} as const;

/** MESSAGES for every check of the fields a customer fills in. */
export const REGISTRATION_MESSAGES: RegistrationMessages = {
  firstname: { required: MESSAGES.firstname, tooLong: MESSAGES.firstname },
  lastname: { required: MESSAGES.lastname, tooLong: MESSAGES.lastname },
  tel: MESSAGES.tel,
  email: { required: MESSAGES.email, tooLong: MESSAGES.email, invalid: MESSAGES.email },
  birthDate: {
    required: MESSAGES.birthDate,
    invalid: MESSAGES.birthDate,
    future: MESSAGES.birthDate,
    tooEarly: MESSAGES.birthDate,
  },
  otpCode: MESSAGES.otpCode,
  consent1: MESSAGES.consent1,
  consent2: MESSAGES.consent2,
};
