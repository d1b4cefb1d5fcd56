import type { UserRewardStatus } from '../../../contract/wire';

/** Profile's words in English: /profile and its sub-pages. */
export const en = {
  title: 'My profile',
  balance: 'Point balance',
  links: 'Account',
  edit: 'Edit my details',
  codeHistory: 'Codes I entered',
  redeemHistory: 'Rewards I redeemed',
  questionnaire: 'Answer the questionnaire',
  language: 'Language',
  privacy: 'Privacy',
  consentLabel: 'Use of my personal information',
  consentDescription: 'Lets us use your details to run your membership and rewards.',
  marketingLabel: 'News, offers and campaigns',
  marketingDescription: 'The messages you chose to get when you registered.',
  campaignLabel: 'Taking part in campaigns',
  campaignDescription:
    'Lets campaigns use your details and activity to run them and deliver rewards. Off: campaigns that need it ask again before you join.',
  campaignNewsLabel: 'Campaign news and offers',
  campaignNewsDescription: 'News and offers about the campaigns you join.',
  consentGiven: 'Thank you. Your consent is saved.',
  consentWithdrawn: 'Your consent has been withdrawn.',
  withdrawTitle: 'Withdraw your consent?',
  withdrawBody:
    'We will stop using your personal information for the programme. Some rewards and campaigns may no longer be available to you. You can give consent again at any time.',
  withdrawConfirm: 'Withdraw consent',
  withdrawing: 'Withdrawing…',
  keep: 'Keep my consent',
  addToHome: 'Add to home screen',
  addingToHome: 'Adding…',
  /** Shown in Thai only: English shows LIFF's own words (SPEC §8's 'Invalid LIFF ID.'). */
  addToHomeFailed: 'The shortcut could not be added. Please try again.',
  pointHistory: 'Point history',
  pointsEmptyTitle: 'No points yet',
  pointsEmptyBody: 'Points you collect and spend will show up here.',
  loadingHistory: 'Loading history…',
  loadError: 'We could not load this list.',

  updateTitle: 'Edit my details',
  save: 'Save changes',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Your details are saved.',
  newNumberIntro: 'To change your number, we send a code by SMS to the new one.',

  codeTitle: 'Codes I entered',
  codeEmptyTitle: 'No codes yet',
  codeEmptyBody: 'Codes you enter from Home show up here with the points they gave you.',
  enterCode: 'Go to Home',
  code: 'Code',

  redeemTitle: 'Rewards I redeemed',
  redeemEmptyTitle: 'No rewards redeemed yet',
  redeemEmptyBody: 'Swap your points for rewards; they will show up here.',
  seeRewards: 'See rewards',

  back: 'Profile',
  status: {
    available: 'Available',
    inUse: 'In use',
    used: 'Used',
    expired: 'Expired',
  } satisfies Record<UserRewardStatus, string>,
};
