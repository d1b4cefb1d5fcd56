/** What a failed call says, in English. The server's own message wins when it sent one (that is
 *  what English customers always read); these are the words for the rest. */
export const en = {
  /** By HTTP status (0: no response at all). */
  status: {
    0: 'No connection. Check your internet and try again.',
    401: 'Your session has ended. Please reopen the app.',
    403: 'You are not allowed to do that.',
    404: 'We could not find that.',
    429: 'Too many attempts. Please wait a moment and try again.',
  } as Record<number, string>,
  other: (status: number) => `Something went wrong (${status}). Please try again.`,
  /** By the error code the server sends (API.md). */
  codes: {
    VALIDATION: 'Please check what you entered and try again.',
    UNAUTHORIZED: 'Please sign in again.',
    INVALID_ID_TOKEN: 'Your LINE sign-in has expired. Please reopen the app.',
    UNKNOWN_USER: 'There is no account for this LINE user yet.',
    NOT_REGISTERED: 'Please finish your registration first.',
    ALREADY_REGISTERED: 'You are already registered. Please reopen the app.',
    MEMBERS_ONLY: 'This is for registered members only. Please register first.',
    TEL_TAKEN: 'This mobile number is already used by another member.',
    OTP_COOLDOWN: 'Please wait before requesting a new code.',
    TOO_MANY_OTP_REQUESTS: 'Too many codes were requested. Please wait and try again.',
    SMS_FAILED: 'We could not send the SMS. Please try again.',
    OTP_INVALID: 'This code is not correct. Check the SMS and try again.',
    OTP_EXPIRED:
      'This code can no longer be used. Enter the code from the last SMS or request a new one.',
    OTP_LOCKED: 'Too many wrong tries. Request a new code.',
    CODE_UNKNOWN: 'This code is not valid. Check it and try again.',
    CODE_USED: 'You have already used this code.',
    CODE_NOT_STARTED: 'This code cannot be used yet.',
    CODE_EXPIRED: 'This code has expired.',
    TOO_MANY_TRIES: 'Too many wrong codes. Please wait and try again.',
    REWARD_NOT_ACTIVE: 'This reward cannot be redeemed right now.',
    OUT_OF_STOCK: 'Sorry, this reward is out of stock.',
    LIMIT_REACHED: 'You have redeemed this reward as many times as allowed.',
    NOT_ENOUGH_POINTS: 'You do not have enough points for this reward.',
    ALREADY_USED: 'This reward has already been used.',
    REWARD_EXPIRED: 'This reward has expired.',
    ALREADY_COMPLETED: 'You have already answered the questionnaire.',
    LINE_UNAVAILABLE: 'We could not reach LINE. Please try again.',
    NOT_FOUND: 'We could not find that.',
    TOO_LARGE: 'The request is too large.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
  } as Record<string, string>,
  /** A 400 VALIDATION answer about one field. */
  fields: {
    firstname: 'Enter your first name (up to 100 characters).',
    lastname: 'Enter your last name (up to 100 characters).',
    tel: 'Enter a 10-digit mobile number starting with 0, for example 0812345678.',
    email: 'Enter a valid email address.',
    birthDate: 'Enter your birth date as YYYY-MM-DD: a real date in the past, not before 1900.',
    consent1: 'Please accept the terms and the use of your personal data to continue.',
    consent2: 'Choose yes or no.',
    otpCode: 'Enter the 6-digit code from the SMS.',
    otpRefCode: 'Request a code first, then enter it here.',
    code: 'Enter the code.',
  } as Record<string, string>,
  /** A wait the server asked for, added to a 429's words. */
  wait: (seconds: number) => `Try again in ${seconds} seconds.`,
};
