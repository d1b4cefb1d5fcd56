import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  getReward: vi.fn((id: number) => Promise.resolve({ id, title: `Reward ${id}` })),
  getCampaign: vi.fn((id: number) => Promise.resolve({ id })),
  getQuestionnaire: vi.fn(() => Promise.resolve([])),
}));
const pageCalls = vi.hoisted(() => ({
  getRewards: vi.fn(() => Promise.resolve([])),
  getMyRewards: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../../src/api/calls', async (original) => ({
  ...(await original<object>()),
  ...calls,
}));
vi.mock('../../../src/api/pageDataCalls', async (original) => ({
  ...(await original<object>()),
  ...pageCalls,
}));

const { startDataFor, parseId: tapParseId } = await import('../../../src/app/nextScreens');
const { takePageData, dropPageData } = await import('../../../src/pages/pageData');
const { parseId } = await import('../../../src/pages/shared/parseId');

const at = (path: string) => new URL(path, location.origin);

describe('a tap asks for the next page’s data at once', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    dropPageData();
  });

  it("a reward's page: GET /api/rewards/{id} on the tap, taken once by the page", async () => {
    startDataFor(at('/redeem/7'), '/redeem');
    expect(calls.getReward).toHaveBeenCalledExactlyOnceWith(7);

    const fallback = vi.fn(() => Promise.resolve({ id: 7, title: 'again' }));
    await expect(takePageData('reward:7', fallback)).resolves.toEqual({ id: 7, title: 'Reward 7' });
    expect(fallback).not.toHaveBeenCalled();
    // Taken: the next visit asks again.
    await takePageData('reward:7', fallback);
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('an answer its page did not take (the customer went elsewhere) is dropped at the next tap', async () => {
    startDataFor(at('/redeem/7'), '/redeem');
    startDataFor(at('/profile'), '/redeem');
    const fallback = vi.fn(() => Promise.resolve({ id: 7, title: 'fresh' }));
    await expect(takePageData('reward:7', fallback)).resolves.toEqual({ id: 7, title: 'fresh' });
  });

  it("a page with startup data (the route table's key): its page data, taken by usePageData", async () => {
    startDataFor(at('/redeem'), '/');
    expect(pageCalls.getRewards).toHaveBeenCalledOnce();
    startDataFor(at('/redeem/myRewards'), '/redeem/3');
    expect(pageCalls.getMyRewards).toHaveBeenCalledOnce();
    const again = vi.fn(() => Promise.resolve([]));
    await takePageData('myRewards', again);
    expect(again).not.toHaveBeenCalled();
  });

  it('campaign and activity details by their query id, the questionnaire', () => {
    startDataFor(at('/content/campaignDetail?id=3'), '/');
    startDataFor(at('/activity/activityDetail?id=4'), '/activity');
    startDataFor(at('/questionnaire'), '/profile');
    expect(calls.getCampaign.mock.calls).toEqual([[3], [4]]);
    expect(calls.getQuestionnaire).toHaveBeenCalledOnce();
  });

  it('nothing for the page on screen, another origin, an invalid id or an unknown path', () => {
    startDataFor(at('/redeem'), '/redeem');
    startDataFor(new URL('https://example.com/redeem/1'), '/');
    startDataFor(at('/redeem/0'), '/');
    startDataFor(at('/content/campaignDetail?id=x'), '/');
    startDataFor(at('/nowhere'), '/');
    expect(pageCalls.getRewards).not.toHaveBeenCalled();
    expect(calls.getReward).not.toHaveBeenCalled();
    expect(calls.getCampaign).not.toHaveBeenCalled();
  });

  it("reads ids by pages/shared/parseId's rule", () => {
    for (const value of ['1', '42', '0', '007', '-1', '1.5', 'x', '', undefined, '12345678901'])
      expect(tapParseId(value), String(value)).toEqual(parseId(value));
  });
});
