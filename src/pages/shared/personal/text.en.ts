/** Labels and validation messages of the personal fields, shared by /register and
 *  /profile/update: what the contract's checks (contract/fields.ts) say there, and the words of
 *  the code that proves the mobile number, in English. */
export const en = {
  firstname: 'First name',
  lastname: 'Last name',
  tel: 'Mobile number',
  telHint: '10 digits, starting with 0',
  email: 'Email',
  birthDate: 'Birth date',

  firstnameRequired: 'Enter your first name',
  lastnameRequired: 'Enter your last name',
  nameTooLong: 'Use at most 100 characters',
  telInvalid: 'Enter a 10-digit mobile number starting with 0',
  emailRequired: 'Enter your email',
  emailInvalid: 'Enter a valid email, like name@example.com',
  emailTooLong: 'Use at most 254 characters',
  birthDateRequired: 'Enter your birth date',
  birthDateInvalid: 'Enter a real date as mm/dd/yy',
  birthDateFuture: 'Your birth date must be in the past',
  birthDateTooEarly: 'Enter a date from 1900 on',
  otpInvalid: 'Enter the 6-digit code',

  sendCode: 'Send code',
  sendingCode: 'Sending…',
  resendCode: 'Send a new code',
  resendIn: (s: number) => `You can ask for a new code in ${s} s`,
  codeSent: (maskedTel: string, ref: string) => `Code sent to ${maskedTel}, ref ${ref}`,
  otpHint: (ref: string) => `The 6-digit code from the SMS with ref ${ref}`,
  codeNeeded: 'Tap “Send code” to get a code by SMS first',
  codeForOtherNumber: 'This code was sent to another number. Send a new code.',
};
