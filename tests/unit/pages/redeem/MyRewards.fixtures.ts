import { screen } from '@testing-library/preact';
import MyRewards from '../../../../src/pages/redeem/MyRewards';
import { makeReward, makeUserReward } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { reply } from '../../helpers/server';

/** What the MyRewards page's English and Thai tests open and what the server answers them. */

export const open = () =>
  renderAt('/redeem/myRewards', [{ path: '/redeem/myRewards', component: MyRewards }]);
export const tab = (name: RegExp) => screen.getByRole('tab', { name });
export const panel = () => screen.getByRole('tabpanel');

/** The ISO time `ms` from now. */
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

const coffee = makeReward({ id: 11, title: 'Free coffee', useWindowMinutes: 15 });

/** GET /api/user/rewards: one of each state, the newest first. */
export const rewards = [
  makeUserReward({ campaignRewardId: 101, reward: coffee, status: 'available' }),
  makeUserReward({
    campaignRewardId: 102,
    rewardCodeId: 52,
    reward: makeReward({ id: 12, title: 'Donut' }),
    status: 'inUse',
    code: 'DONUT-1',
    usedAt: soon(-60_000),
    useExpiresAt: soon(10 * 60_000),
  }),
  makeUserReward({
    campaignRewardId: 103,
    rewardCodeId: 53,
    reward: makeReward({ id: 13, title: 'Tote bag' }),
    status: 'used',
    code: 'TOTE-9',
    usedAt: '2026-05-02T03:00:00.000Z',
    useExpiresAt: '2026-05-02T03:15:00.000Z',
  }),
  makeUserReward({
    campaignRewardId: 104,
    reward: makeReward({ id: 14, title: 'Old cap' }),
    status: 'expired',
    expiresAt: '2026-01-31T00:00:00.000Z',
  }),
];

/** PUT /api/user/rewards/use starting the free coffee's 15 minutes, with code COFFEE-42. */
export const replyUseCoffee = () =>
  reply('put', '/api/user/rewards/use', {
    ...rewards[0],
    status: 'inUse',
    rewardCodeId: 51,
    code: 'COFFEE-42',
    usedAt: soon(0),
    useExpiresAt: soon(15 * 60_000),
  });

/** The donut in use, its time up in 1.2 seconds: listed and opened. */
export const replyTimeUp = () => {
  const inUse = { ...rewards[1]!, useExpiresAt: soon(1200) };
  return [
    reply('get', '/api/user/rewards', [inUse]),
    reply('get', '/api/user/rewards/open', inUse),
  ];
};
