// Read by the build only (build/nextFiles.ts), never by the app's own code: the build turns it into
// each screen's chunk files, dist/builds/next/{id}.json, which platform/prefetch fetches.

/** What can be opened from each screen, most used first: routes (route table patterns) and the
 *  lazy parts a tap there may need (build/nextFiles.ts's LAZY_PARTS: sheets, the calendar, the
 *  other language's texts). */
export const NEXT: Record<string, string[]> = {
  '/': [
    'sheet:code',
    '/redeem',
    '/profile',
    '/redeem/myRewards',
    '/content/campaignDetail',
    '/redeem/:id',
    '/activity',
    '/content/campaign',
    '/content/Exclusive',
    '/product',
  ],
  '/activity': ['/activity/activityDetail', '/activity/comingSoon'],
  '/activity/activityDetail': ['/activity/comingSoon', '/redeem/:id'],
  '/content/campaign': ['/content/campaignDetail'],
  '/content/campaignDetail': ['/redeem/:id', 'sheet:code'],
  '/content/Exclusive': ['/content/:id', '/content/campaignDetail'],
  '/redeem': ['/redeem/:id', '/redeem/myRewards', 'sheet:code'],
  '/redeem/:id': ['/redeem/myRewards'],
  '/redeem/myRewards': ['sheet:useReward'],
  '/profile': [
    'language',
    '/questionnaire',
    '/profile/update',
    '/profile/history/code',
    '/profile/history/redeem',
  ],
  '/profile/update': ['sheet:calendar'],
  '/register': ['sheet:calendar', '/questionnaire'],
  '/questionnaire': ['/'],
};

/** Of NEXT's parts, those also run at idle once their own files are fetched, not only fetched
 *  (platform/prefetch), and compiled as they load (build/compileHints), so that a tap on them only
 *  renders: the calendar (27.7 KB gzip, the largest chunk a tap waits for), the code sheet (Home's
 *  main action), the first screen's Thai (Profile's language choice: its tap then neither fetches
 *  nor compiles it), and the detail calls a tap asks for its page's data with (app/nextScreens),
 *  which would otherwise wait for their chunk to run. */
export const RUN_AT_IDLE = ['sheet:calendar', 'sheet:code', 'language', 'calls'];
