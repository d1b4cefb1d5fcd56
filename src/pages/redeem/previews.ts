import type { Reward } from '../../../contract/wire';

/** What the catalogue showed of each reward, by id: its page shows it at once while the reward
 *  itself arrives. The catalogue is the same for every member (no `redeemedByYou`), so it stays
 *  when another member signs in. */
export const rewardPreviews = new Map<number, Reward>();
