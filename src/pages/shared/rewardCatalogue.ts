import type { Reward } from '../../../contract/wire';
import { getRewards } from '../../api/pageDataCalls';
import { startImageDownload } from './imageDownload';

/** The catalogue's rewards whose pictures the first screen shows (loaded eagerly). */
export const FIRST_SCREEN_REWARDS = 3;

/** The reward catalogue's data. As soon as it is known, the first screen's pictures start
 *  downloading (the first is the page's largest paint), as Home's first banner does. */
export const rewardCatalogue = (): Promise<Reward[]> =>
  getRewards().then((rewards) => {
    for (const reward of rewards.slice(0, FIRST_SCREEN_REWARDS))
      if (reward.imageUrl) startImageDownload(reward.imageUrl);
    return rewards;
  });
