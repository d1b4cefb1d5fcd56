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

/** The campaigns' and content pages' words in English. */
export const en = {
  campaigns: {
    title: 'Campaigns',
    back: 'Home',
    emptyTitle: 'No campaigns right now',
    emptyBody: 'New campaigns appear here. Check back soon.',
    loading: 'Loading campaigns…',
  },
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
  /** The activity detail page (pages/activity) says the same of an activity. */
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
  exclusive: {
    title: 'Exclusive',
    back: 'Home',
    emptyTitle: 'No exclusive content yet',
    emptyBody: 'Members-only campaigns appear here.',
    loading: 'Loading exclusive content…',
  },
  membersOnly: {
    title: 'For members only',
    body: 'Register as a member to see exclusive campaigns and content.',
    register: 'Register now',
  },
  content: {
    title: 'Content',
    back: 'Home',
    loading: 'Loading…',
    notFoundTitle: 'Content not found',
    notFoundBody: 'This page does not exist or has been removed.',
    home: 'Go to home',
  },
  invalidId: 'This link is missing which item to show.',
  reads: 'Tips and stories',
  exclusiveReads: 'Members-only reads',
};
