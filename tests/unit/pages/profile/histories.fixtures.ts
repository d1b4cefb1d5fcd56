import type { CodeEntry, RedeemEntry } from '../../../../contract/wire';
import CodeHistory from '../../../../src/pages/profile/CodeHistory';
import RedeemHistory from '../../../../src/pages/profile/RedeemHistory';
import { renderAt } from '../../helpers/render';

/** What the history pages' English and Thai tests open and what the server answers them. */

export const openCodeHistory = () =>
  renderAt('/profile/history/code', [{ path: '/profile/history/code', component: CodeHistory }]);

export const openRedeemHistory = () =>
  renderAt('/profile/history/redeem', [
    { path: '/profile/history/redeem', component: RedeemHistory },
  ]);

/** GET /api/user/history/code: one code. */
export const codes: CodeEntry[] = [
  {
    id: 1,
    code: '****-****-AB12',
    pointsAdded: 50,
    campaignTitle: 'Summer cans',
    createdAt: '2026-07-04T05:00:00Z',
  },
];

/** GET /api/user/history/redeem: a reward used, then one still to use. */
export const redeems: RedeemEntry[] = [
  {
    id: 3,
    rewardTitle: 'Coffee voucher',
    pointsSpent: 300,
    status: 'used',
    createdAt: '2026-11-20T03:00:00Z',
  },
  {
    id: 2,
    rewardTitle: 'Tote bag',
    pointsSpent: 900,
    status: 'available',
    createdAt: '2026-10-01T03:00:00Z',
  },
];
