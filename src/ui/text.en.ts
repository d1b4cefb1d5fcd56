/** The shared components' words in English. */
export const en = {
  points: (n: string, one: boolean) => `${n} ${one ? 'pt' : 'pts'}`,
  version: (version: string) => `version ${version}`,
  campaignStatus: { comingSoon: 'Coming soon', active: 'Active', ended: 'Ended' },
  errorTitle: 'Something went wrong',
  tryAgain: 'Try again',
  somethingWrong: 'Something went wrong. Please try again.',
  somethingWrongShort: 'Something went wrong.',
};
