import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The server, as the detail calls reach it: GET {path} answers {path}. */
const request = vi.hoisted(() =>
  vi.fn((_method: string, path: string) => Promise.resolve({ path })),
);
const pageCalls = vi.hoisted(() => ({
  getRewards: vi.fn(() => Promise.resolve([])),
  getMyRewards: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../../src/api/client', async (original) => ({
  ...(await original<object>()),
  request,
}));
vi.mock('../../../src/api/pageDataCalls', async (original) => ({
  ...(await original<object>()),
  ...pageCalls,
}));
vi.mock('../../../src/platform/prefetch', () => ({
  // The calls part has run at once: once watchScreens() is called, taps use the calls it kept.
  prefetcher: { screen: vi.fn(), ran: () => Promise.resolve() },
}));

const {
  startDataFor,
  watchScreens,
  parseId: tapParseId,
} = await import('../../../src/app/nextScreens');
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
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledExactlyOnceWith('GET', '/api/rewards/7'),
    );

    const fallback = vi.fn(() => Promise.resolve({ path: 'again' }));
    await expect(takePageData('reward:7', fallback)).resolves.toEqual({ path: '/api/rewards/7' });
    expect(fallback).not.toHaveBeenCalled();
    // Taken: the next visit asks again.
    await takePageData('reward:7', fallback);
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('an answer its page did not take (the customer went elsewhere) is dropped at the next tap', async () => {
    startDataFor(at('/redeem/7'), '/redeem');
    startDataFor(at('/profile'), '/redeem');
    const fallback = vi.fn(() => Promise.resolve({ path: 'fresh' }));
    await expect(takePageData('reward:7', fallback)).resolves.toEqual({ path: 'fresh' });
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

  it('campaign and activity details by their query id, the questionnaire', async () => {
    startDataFor(at('/content/campaignDetail?id=3'), '/');
    startDataFor(at('/activity/activityDetail?id=4'), '/activity');
    startDataFor(at('/questionnaire'), '/profile');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(request.mock.calls).toEqual([
      ['GET', '/api/campaigns/3'],
      ['GET', '/api/campaigns/4'],
      ['GET', '/api/questionnaire'],
    ]);
  });

  it('nothing for the page on screen, another origin, an invalid id or an unknown path', async () => {
    startDataFor(at('/redeem'), '/redeem');
    startDataFor(new URL('https://example.com/redeem/1'), '/');
    startDataFor(at('/redeem/0'), '/');
    startDataFor(at('/content/campaignDetail?id=x'), '/');
    startDataFor(at('/nowhere'), '/');
    await new Promise((resolve) => setTimeout(resolve));
    expect(pageCalls.getRewards).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });

  it("reads ids by pages/shared/parseId's rule", () => {
    for (const value of ['1', '42', '0', '007', '-1', '1.5', 'x', '', undefined, '12345678901'])
      expect(tapParseId(value), String(value)).toEqual(parseId(value));
  });
});

describe("a link's data is asked for as the finger lands", () => {
  /** A finger on `target` (jsdom has no PointerEvent). */
  const press = (target: Element, type = 'pointerdown') => {
    const event = new MouseEvent(type, { bubbles: true, button: 0 });
    Object.defineProperty(event, 'isPrimary', { value: true });
    target.dispatchEvent(event);
  };

  it('on the press, not again on its click; a press that became a scroll asks again next time', async () => {
    vi.clearAllMocks();
    dropPageData();
    // jsdom has no Navigation API: the click stands for the navigation, as on iOS before 26.
    watchScreens();
    document.body.innerHTML =
      '<a href="/redeem/7">Free Iced Coffee</a><a href="/x" target="_blank">Out</a>';
    const [link, out] = [...document.querySelectorAll('a')] as [
      HTMLAnchorElement,
      HTMLAnchorElement,
    ];
    // The router's own handler.
    for (const a of [link, out]) a.addEventListener('click', (e) => e.preventDefault());

    press(link);
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledExactlyOnceWith('GET', '/api/rewards/7'),
    );
    link.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(request).toHaveBeenCalledOnce();

    // A press that turns into a scroll asks; a click after it asks again, not trusting the press.
    press(link);
    press(link, 'pointercancel');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    link.click();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3));

    // Another window's link: nothing.
    press(out);
    await new Promise((resolve) => setTimeout(resolve));
    expect(request).toHaveBeenCalledTimes(3);
  });
});
