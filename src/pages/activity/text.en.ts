/** The activity pages' words in English. */
export const en = {
  list: {
    title: 'Activities',
    back: 'Home',
    loading: 'Loading activities…',
    emptyTitle: 'No activities right now',
    emptyBody: 'New activities appear here. Check back soon.',
  },
  detail: {
    title: 'Activity',
    back: 'Activities',
    countdownLink: 'See the countdown',
  },
  comingSoon: {
    title: 'Coming soon',
    back: 'Activities',
    loading: 'Loading activity…',
    startsOn: (date: string) => `Starts on ${date}`,
    countdownLabel: 'Time until it starts',
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    summary: (d: number, h: number, m: number) =>
      `Starts in ${d} ${d === 1 ? 'day' : 'days'}, ${h} ${h === 1 ? 'hour' : 'hours'} and ${m} ${m === 1 ? 'minute' : 'minutes'}.`,
    started: 'It has started!',
    open: 'Open the activity',
  },
};
