import {
  getCodeHistory,
  getMyRewards,
  getPointHistory,
  getProducts,
  getRedeemHistory,
} from '../api/pageDataCalls';
import { useResource } from '../ui/useResource';
import { homeFeed } from './shared/homeFeed';
import { rewardCatalogue } from './shared/rewardCatalogue';

/** The data a page shows first, by name: the route table names a page's (app/routes `data`), and
 *  the page reads it with usePageData. Their calls are in the startup JS: startup starts the
 *  first page's right after login, in parallel with the rest of startup (SPEC §4). */
const calls = {
  home: homeFeed,
  rewards: rewardCatalogue,
  myRewards: getMyRewards,
  products: getProducts,
  pointHistory: getPointHistory,
  redeemHistory: getRedeemHistory,
  codeHistory: getCodeHistory,
};

export type PageDataKey = keyof typeof calls;
export type PageData<K extends PageDataKey> = Awaited<ReturnType<(typeof calls)[K]>>;

/** Answers startup asked for before their page was on screen; each is taken once. */
const started = new Map<PageDataKey, Promise<unknown>>();

/** Asks for a page's data ahead of the page (startup, once the access token exists). */
export function startPageData(key: PageDataKey): void {
  const answer = calls[key]();
  // A failure is the page's to report when it takes the answer.
  answer.catch(() => undefined);
  started.set(key, answer);
}

/** Drops every answer not yet taken (another user signs in: none of it is theirs). */
export function dropPageData(): void {
  started.clear();
}

/** The one way a page loads its data (see useResource for loading, errors and reload): the
 *  answer startup started for `key` the first time, a new call after that. */
export const usePageData = <K extends PageDataKey>(key: K) =>
  useResource(() => {
    const answer = started.get(key) ?? calls[key]();
    started.delete(key);
    return answer as Promise<PageData<K>>;
  }, [key]);
