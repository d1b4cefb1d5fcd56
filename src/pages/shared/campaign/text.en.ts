/** What a campaign's and an activity's detail page say about it, by what it is. */
const detailWords = (noun: 'campaign' | 'activity', Noun: 'Campaign' | 'Activity') => ({
  loading: `Loading ${noun}…`,
  notFoundTitle: `${Noun} not found`,
  notFoundBody: `This ${noun} does not exist or is no longer available.`,
  noRewards: `This ${noun} has no rewards to redeem.`,
  join: `Join ${noun}`,
  ended: `This ${noun} has ended.`,
  consentIntro: `This ${noun} needs your consent to take part.`,
  consentRequired: `Please agree to take part in the ${noun}.`,
});
export type DetailWords = ReturnType<typeof detailWords>;

/** The words of a campaign's or an activity's detail page, its consent step and the members-only
 *  notice, in English. */
export const en = {
  detail: {
    title: 'Campaign',
    back: 'Campaigns',
    ...detailWords('campaign', 'Campaign'),
    dates: (from: string, to: string) => `${from} – ${to}`,
    rewardsTitle: 'Rewards',
    allRewards: 'See all rewards',
    joined: 'You have joined. Enter codes to collect points.',
    enterCode: 'Enter a code',
    startsOn: (date: string) => `Starts on ${date}.`,
  },
  activityDetail: detailWords('activity', 'Activity'),
  consent: {
    title: 'Before you join',
    // One consent covers every campaign and activity (PUT /api/user/campaign/consent).
    consent1:
      'I agree that my details and activity in campaigns and activities are used to run them and deliver rewards. (Required)',
    consent2: 'Send me news and offers about campaigns and activities. (Optional)',
    save: 'Agree and join',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  membersOnly: {
    title: 'For members only',
    body: 'Register as a member to see exclusive campaigns and content.',
    register: 'Register now',
  },
  invalidId: 'This link is missing which item to show.',
};
