import Rewards from '../../../../src/pages/redeem/Rewards';
import { daysFromNow, makeReward } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';

/** What the Rewards page's English and Thai tests open and what the server answers them. */

export const open = () => renderAt('/redeem', [{ path: '/redeem', component: Rewards }]);

/** GET /api/rewards for a member with 500 points: one in reach, one 300 short, one out of stock. */
export const shelf = [
  makeReward({ id: 1, title: 'Coffee', pointsCost: 300, stockLeft: 4 }),
  makeReward({ id: 2, title: 'Umbrella', pointsCost: 800, stockLeft: 10 }),
  makeReward({ id: 3, title: 'Cap', pointsCost: 100, stockLeft: 0 }),
];

/** A reward out of reach that opens in a week. */
export const headphonesNextWeek = makeReward({
  id: 4,
  title: 'Headphones',
  pointsCost: 800,
  startsAt: daysFromNow(7),
});
