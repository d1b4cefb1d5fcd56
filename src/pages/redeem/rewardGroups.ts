import type { UserReward } from '../../../contract/wire';

export type Tab = 'available' | 'used' | 'expired';
export const TABS: Tab[] = ['available', 'used', 'expired'];

/** In-use rewards are still the customer's to show, so they sit under Available. */
export const tabOf = (r: UserReward): Tab => (r.status === 'inUse' ? 'available' : r.status);

/** The rewards of one tab, in the server's order except that one in use (its countdown running)
 *  comes first: it is the one the customer is showing at the counter. */
export const rewardsOfTab = (list: UserReward[], tab: Tab): UserReward[] =>
  list
    .filter((r) => tabOf(r) === tab)
    .sort((a, b) => Number(b.status === 'inUse') - Number(a.status === 'inUse'));

/** Whether a code can be shown again: a code exists and the reward has not expired. */
export const canReopen = (r: UserReward, now = Date.now()): boolean =>
  r.rewardCodeId !== null &&
  (r.status === 'inUse' || (r.status === 'used' && Date.parse(r.expiresAt) > now));
