import { afterEach, describe, expect, it } from 'vitest';
import { homeFeed } from '../../../src/pages/shared/homeFeed';
import { FIRST_SCREEN_REWARDS, rewardCatalogue } from '../../../src/pages/shared/rewardCatalogue';
import { makeCampaign, makeReward } from '../helpers/catalog';
import { reply, server, useMockServer } from '../helpers/server';

useMockServer();
afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

/** The pictures asked for ahead of the page, at high priority, in order. (Read as properties: the
 *  test DOM keeps `as` and `fetchPriority` as set, without reflecting them to attributes.) */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter((link) => link.as === 'image' && link.fetchPriority === 'high')
    .map((link) => link.getAttribute('href'));

describe("a first page's pictures start downloading with its data", () => {
  it('Home: the banner shown first, as soon as the feed names it', async () => {
    server.use(
      reply('get', '/api/home', {
        banners: [
          makeCampaign({ id: 1, imageUrl: '/images/a.svg' }),
          makeCampaign({ id: 2, imageUrl: '/images/b.svg' }),
        ],
        highlights: [],
      }),
    );
    await homeFeed();
    expect(preloaded()).toEqual(['/images/a.svg']);
  });

  it("the reward catalogue: the first screen's pictures, and no more", async () => {
    const rewards = [1, 2, 3, 4, 5].map((id) => makeReward({ id, imageUrl: `/images/r${id}.svg` }));
    server.use(reply('get', '/api/rewards', rewards));
    expect(await rewardCatalogue()).toEqual(rewards);
    expect(FIRST_SCREEN_REWARDS).toBe(3);
    expect(preloaded()).toEqual(['/images/r1.svg', '/images/r2.svg', '/images/r3.svg']);
  });

  it('a reward without a picture asks for nothing', async () => {
    server.use(reply('get', '/api/rewards', [makeReward({ imageUrl: '' })]));
    await rewardCatalogue();
    expect(preloaded()).toEqual([]);
  });
});
