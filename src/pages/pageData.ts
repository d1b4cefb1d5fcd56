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

/** Answers asked for before their page was on screen, by key: a page's data by its key
 *  (startup), a detail page's by a key of its own (the tap that opens it, app/nextScreens). Each
 *  is taken once. */
const started = new Map<string, Promise<unknown>>();

/** Asks for data ahead of its page: a page's by its key (startup, once the access token exists;
 *  a tap), or `call`'s answer by `key`. */
export function startPageData(
  key: string,
  call: () => Promise<unknown> = calls[key as PageDataKey],
): void {
  const answer = call();
  // A failure is the page's to report when it takes the answer.
  answer.catch(() => undefined);
  started.set(key, answer);
}

/** The answer started for `key`, taken; else a new `call()`. */
export function takePageData<T>(key: string, call: () => Promise<T>): Promise<T> {
  const answer = started.get(key) ?? call();
  started.delete(key);
  return answer as Promise<T>;
}

/** Drops every answer not yet taken (another user signs in: none of it is theirs). */
export function dropPageData(): void {
  started.clear();
}

/** The one way a page loads its data (see useResource for loading, errors and reload): the
 *  answer startup or a tap started for `key` the first time, a new call after that. */
export const usePageData = <K extends PageDataKey>(key: K) =>
  useResource(() => takePageData(key, calls[key] as () => Promise<PageData<K>>), [key]);
