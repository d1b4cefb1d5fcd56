import { signal } from '@preact/signals';
import type { HomeFeed } from '../../contract/wire';

/** What Home showed last time, kept for the LINE user it belongs to: on the next open it is
 *  painted at once, marked as refreshing, while startup signs in and loads fresh data. Only for
 *  showing: a balance in here never decides anything (redeem reads the fresh `user`). */
export interface HomeSnapshot {
  /** The LINE user id (the ID token's `sub`) this snapshot belongs to. */
  lineUserId: string;
  displayName: string;
  pictureUrl: string;
  points: number;
  feed: HomeFeed;
}

const KEY = 'home-snapshot';

/** The snapshot on screen while startup refreshes it; null once fresh data replaced it, and
 *  always null for anyone but its LINE user. */
export const shownSnapshot = signal<HomeSnapshot | null>(null);

/** The stored snapshot of `lineUserId`, or null (none, another user's, or unreadable). */
export function readSnapshot(lineUserId: string, storage: Storage = localStorage) {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as HomeSnapshot | null;
    return value?.lineUserId === lineUserId && Array.isArray(value.feed?.banners) ? value : null;
  } catch {
    return null;
  }
}

export function saveSnapshot(value: HomeSnapshot, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or off: the next open shows the overlay, as a first visit does.
  }
}

/** Forgets the snapshot, on screen and stored (logout, a failed sign-in, another user). */
export function forgetSnapshot(storage: Storage = localStorage): void {
  shownSnapshot.value = null;
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
