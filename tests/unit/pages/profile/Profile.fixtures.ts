import { beforeEach } from 'vitest';
import type { PointEntry, User } from '../../../../contract/wire';
import Profile from '../../../../src/pages/profile/Profile';
import { lineProfile, user } from '../../../../src/state/session';
import { renderAt } from '../../helpers/render';
import { sampleUser } from './fixtures';
import { addToHomeScreen, liff } from './liff.mock';

/** What the Profile page's English and Thai tests open and what the server answers them. */

export const renderProfile = () => renderAt('/profile', [{ path: '/profile', component: Profile }]);

/** GET /api/user/history/point: a reward redeemed, then a code entered. */
export const pointHistory: PointEntry[] = [
  {
    id: 2,
    delta: -300,
    reason: 'redeem',
    title: 'Coffee voucher',
    createdAt: '2026-11-20T03:00:00Z',
  },
  { id: 1, delta: 50, reason: 'code', title: 'Code from a can', createdAt: '2026-11-02T03:00:00Z' },
];

/** Before each test: `member` signed in with their LINE profile, in LINE, with no home-screen
 *  shortcut (src/liff mocked by ./liff.mock). */
export function onProfile(member: User = sampleUser): void {
  beforeEach(() => {
    user.value = { ...member };
    lineProfile.value = {
      userId: 'U123',
      displayName: 'somchai_line',
      pictureUrl: 'https://example.com/p.png',
    };
    liff.isInClient.mockReturnValue(true);
    liff.isApiAvailable.mockReturnValue(false);
    addToHomeScreen.mockReset();
  });
}
