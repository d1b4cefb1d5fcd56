import type { HomeFeed } from '../../../contract/wire';
import { getHome } from '../../api/pageDataCalls';
import { startImageDownload } from './imageDownload';
import { initialSlide, readStoredCarousel } from './initialSlide';

/** Home's data. As soon as the feed is known, the banner shown first starts downloading, so the
 *  largest image on the screen is on its way while startup finishes rather than after Home
 *  renders. */
export const homeFeed = (): Promise<HomeFeed> =>
  getHome().then((feed) => {
    const first = feed.banners[initialSlide(feed.banners, readStoredCarousel())];
    if (first?.imageUrl) startImageDownload(first.imageUrl);
    return feed;
  });
