import type { CampaignStatus } from '../../api/types';

export const statusLabel: Record<CampaignStatus, string> = {
  comingSoon: 'Coming soon',
  active: 'Active',
  ended: 'Ended',
};

export const text = {
  campaigns: {
    title: 'Campaigns',
    emptyTitle: 'No campaigns right now',
    emptyBody: 'New campaigns appear here. Check back soon.',
    loading: 'Loading campaigns…',
  },
  detail: {
    title: 'Campaign',
    back: 'Campaigns',
    loading: 'Loading campaign…',
    notFoundTitle: 'Campaign not found',
    notFoundBody: 'This campaign does not exist or is no longer available.',
    dates: (from: string, to: string) => `${from} – ${to}`,
    rewardsTitle: 'Rewards',
    noRewards: 'This campaign has no rewards to redeem.',
    pointsCost: (pts: string) => `${pts}`,
    join: 'Join campaign',
    allRewards: 'See all rewards',
    joined: 'You have joined. Enter codes to collect points.',
    enterCode: 'Enter a code',
    ended: 'This campaign has ended.',
    startsOn: (date: string) => `Starts on ${date}.`,
  },
  consent: {
    title: 'Before you join',
    intro: 'This campaign needs your consent to take part.',
    consent1:
      'I agree that my details and activity in this campaign are used to run the campaign and deliver rewards. (Required)',
    consent2: 'Send me news and offers about this campaign. (Optional)',
    consent1Required: 'Please agree to take part in the campaign.',
    save: 'Agree and join',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  exclusive: {
    title: 'Exclusive',
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
};
