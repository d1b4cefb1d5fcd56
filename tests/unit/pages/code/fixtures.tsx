import { render } from '@testing-library/preact';
import CodeSheet, { type CodeSheetProps } from '../../../../src/pages/code/CodeSheet';
import { replyError } from '../../helpers/server';

/** What the code sheet's English and Thai tests open and what the server answers them. */

export const openSheet = (props: Partial<CodeSheetProps> = {}) =>
  render(<CodeSheet onClose={() => {}} {...props} />);

/** POST /api/codes accepting a code: 50 points added, 550 now. */
export const success = {
  pointsAdded: 50,
  balance: 550,
  entry: {
    id: 1,
    code: '****9XYZ',
    pointsAdded: 50,
    campaignTitle: 'Summer Splash',
    createdAt: '2026-06-02T00:00:00Z',
  },
};

/** POST /api/codes refusing with 429, to be tried again in 2 seconds. */
export const replyTooManyTries = () =>
  replyError('post', '/api/codes', 429, 'TOO_MANY_TRIES', 'Slow down', { retryAfter: 2 });
