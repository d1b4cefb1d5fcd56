/** Register's words in English (the personal fields' and the code's are in ../shared/personal/). */
export const en = {
  title: 'Create your account',
  intro: 'Tell us a little about yourself to start collecting points.',
  lineAccount: 'Your LINE account',
  lineNameHint: 'Your name and picture come from LINE.',
  personal: 'Your details',
  mobile: 'Verify your mobile number',
  consents: 'Consent',
  consent1:
    'I agree to the collection and use of my personal information as described in the privacy notice (required).',
  consent1Required: 'You need to accept the privacy notice to register',
  privacyNoticeToggle: 'Read the privacy notice',
  privacyNotice: [
    'We collect your name, mobile number, email, birth date and your LINE profile to run the loyalty programme: to give you points, to let you redeem rewards and to contact you about your account.',
    'We keep your information for as long as you are a member and for the period the law requires after that. We never sell it.',
    'You can see, correct or delete your information, and withdraw your consent, at any time from your profile or by contacting us.',
  ],
  consent2: 'Send me news, offers and campaigns (optional).',
  submit: 'Register',
  submitting: 'Registering…',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  welcome: 'Welcome! Your account is ready.',
};
