import type { HomeFeed } from '../../../contract/wire';
import { getHome } from '../../api/pageDataCalls';
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

/** Has the browser download an image now, at high priority (a `<link rel=preload>`). */
function startImageDownload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
