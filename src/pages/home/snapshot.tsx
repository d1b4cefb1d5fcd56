import { signal } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';
import type { HomeFeed } from '../../../contract/wire';
import { uncoverPage } from '../../ui/loadingOverlay';
import { HomeView } from './HomeView';

// What Home showed its LINE user last time, painted at once on the next open (marked as
// refreshing) while startup signs in. Only for showing: a balance in here never decides anything
// (redeem reads the fresh `user`).

export interface HomeSnapshot {
  /** The LINE user id (the ID token's `sub`) this snapshot belongs to. */
  lineUserId: string;
  displayName: string;
  pictureUrl: string;
  points: number;
  feed: HomeFeed;
}

const KEY = 'home-snapshot';
/** Marked when the snapshot is put on screen: field vitals report it (platform/fieldVitals). */
export const SNAPSHOT_MARK = KEY;

/** The snapshot on screen while startup refreshes it; null once fresh data replaced it, and
 *  always null for anyone but its LINE user. */
export const shownSnapshot = signal<HomeSnapshot | null>(null);

/** The stored snapshot of `lineUserId`, or null (none, another user's, or unreadable). */
export function readSnapshot(lineUserId: string): HomeSnapshot | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as HomeSnapshot | null;
    return value?.lineUserId === lineUserId && Array.isArray(value.feed?.banners) ? value : null;
  } catch {
    return null;
  }
}

export function saveSnapshot(value: HomeSnapshot): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or off: the next open shows the overlay, as a first visit does.
  }
}

/** Forgets the snapshot, on screen and stored (logout, a failed sign-in, another user). */
export function forgetSnapshot(): void {
  shownSnapshot.value = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** Home painted from the last visit's snapshot while startup signs in: the same page, marked as
 *  refreshing, and inert until the live page replaces it. Removes the loading overlay. */
export function HomeSnapshotView({ snapshot }: { snapshot: HomeSnapshot }) {
  useLayoutEffect(() => {
    performance.mark(KEY);
    requestAnimationFrame(uncoverPage);
  }, []);
  return (
    <HomeView
      name={snapshot.displayName}
      picture={snapshot.pictureUrl}
      points={snapshot.points}
      feed={{ data: snapshot.feed, loading: false, reload: () => undefined }}
      refreshing
    />
  );
}

/** Home's snapshot as the route table hands it to the shell and to startup (app/routes). */
export const homeSnapshot = {
  shown: shownSnapshot,
  /** Startup, when the app opens on Home: this LINE user's snapshot on screen, if any. */
  show: (lineUserId: string) => {
    shownSnapshot.value = readSnapshot(lineUserId);
  },
  forget: forgetSnapshot,
  View: () => shownSnapshot.value && <HomeSnapshotView snapshot={shownSnapshot.value} />,
};
