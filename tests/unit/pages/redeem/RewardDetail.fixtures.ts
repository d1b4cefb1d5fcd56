import type { Reward } from '../../../../contract/wire';
import RewardDetail from '../../../../src/pages/redeem/RewardDetail';
import { makeReward, makeUser, makeUserReward } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { reply, replyError } from '../../helpers/server';

/** What the RewardDetail page's English and Thai tests open and what the server answers them. */

export const open = () =>
  renderAt('/redeem/11', [{ path: '/redeem/:id', component: RewardDetail }]);

/** Redeeming reward 11 succeeds, and the server says the member has 200 points left. */
export const replyRedeemed = () => [
  reply('post', '/api/rewards/11/redeem', { ...makeUserReward(), balance: 200 }),
];

/** Reward 11 (`makeReward(over)`) runs out as the member with 500 points redeems it: 409
 *  OUT_OF_STOCK, "Sorry, just ran out." */
export const replyRunsOut = (over: Partial<Reward> = {}) => [
  reply('get', '/api/rewards/11', makeReward(over)),
  reply('get', '/api/user', makeUser({ points: 500 })),
  replyError('post', '/api/rewards/11/redeem', 409, 'OUT_OF_STOCK', 'Sorry, just ran out.'),
];

/** Redeeming reward 11 refused: 422 NOT_ENOUGH_POINTS, "Not enough points." */
export const replyNotEnoughPoints = () =>
  replyError('post', '/api/rewards/11/redeem', 422, 'NOT_ENOUGH_POINTS', 'Not enough points.');
