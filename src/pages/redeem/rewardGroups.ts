import type { UserReward } from '../../api/types';

export type Tab = 'available' | 'used' | 'expired';
export const TABS: Tab[] = ['available', 'used', 'expired'];

/** In-use rewards are still the customer's to show, so they sit under Available. */
export const tabOf = (r: UserReward): Tab => (r.status === 'inUse' ? 'available' : r.status);

/** Whether a code can be shown again: a code exists and the reward has not expired. */
export const canReopen = (r: UserReward, now = Date.now()): boolean =>
  r.rewardCodeId !== null &&
  (r.status === 'inUse' || (r.status === 'used' && Date.parse(r.expiresAt) > now));
