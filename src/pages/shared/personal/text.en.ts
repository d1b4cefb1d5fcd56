/** Labels and validation messages of the personal fields, shared by /register and
 *  /profile/update: what the contract's checks (contract/fields.ts) say there, in English. */
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
};
