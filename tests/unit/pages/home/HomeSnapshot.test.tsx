import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HomeFeed } from '../../../../contract/wire';
import { App } from '../../../../src/app/App';
import Home from '../../../../src/pages/home/Home';
import {
  forgetSnapshot,
  type HomeSnapshot,
  HomeSnapshotView,
  readSnapshot,
  saveSnapshot,
  shownSnapshot,
} from '../../../../src/pages/home/snapshot';
import { lineProfile, ready, user } from '../../../../src/state/session';
import { makeCampaign, makeUser } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { heldReply, useMockServer } from '../../helpers/server';
import { pictureSources } from './fixtures';

useMockServer();

const snapshot: HomeSnapshot = {
  lineUserId: 'U7',
  displayName: 'Nok (last visit)',
  pictureUrl: 'https://example.com/old.png',
  points: 900,
  feed: {
    banners: [makeCampaign({ id: 1, title: 'Old banner', imageUrl: 'https://example.com/b1.jpg' })],
    highlights: [
      makeCampaign({ id: 2, title: 'Old highlight', imageUrl: 'https://example.com/h2.jpg' }),
    ],
  },
};
const freshFeed: HomeFeed = {
  banners: [makeCampaign({ id: 3, title: 'New banner', imageUrl: 'https://example.com/b3.jpg' })],
  highlights: [
    makeCampaign({ id: 4, title: 'New highlight', imageUrl: 'https://example.com/h4.jpg' }),
  ],
};

/** /api/home answers only when `answer()` is called. */
const heldHomeFeed = () => heldReply('get', '/api/home', freshFeed);

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<div id="overlay"></div>';
});
afterEach(() => {
  forgetSnapshot();
  user.value = null;
  lineProfile.value = null;
});

describe('the stored Home snapshot', () => {
  it('is read back only for the LINE user it belongs to', () => {
    saveSnapshot(snapshot);
    expect(readSnapshot('U7')).toEqual(snapshot);
    expect(readSnapshot('U-someone-else')).toBeNull();
  });

  it('is gone once forgotten, and unreadable data counts as none', () => {
    saveSnapshot(snapshot);
    shownSnapshot.value = snapshot;
    forgetSnapshot();
    expect(readSnapshot('U7')).toBeNull();
    expect(shownSnapshot.value).toBeNull();
    localStorage.setItem('home-snapshot', '{not json');
    expect(readSnapshot('U7')).toBeNull();
  });
});

describe('Home painted from the snapshot before startup has finished', () => {
  it('shows the last name, balance and banners, marked refreshing, inert, and lifts the overlay', async () => {
    render(<HomeSnapshotView snapshot={snapshot} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Nok (last visit)' })).toBeTruthy();
    expect(screen.getByText('900 pts')).toBeTruthy();
    expect(screen.getByText('Old banner')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Refreshing…');
    const page = document.querySelector('[aria-busy]') as HTMLElement;
    expect(page.getAttribute('aria-busy')).toBe('true');
    expect(page.hasAttribute('inert')).toBe(true);
    // The shell's Layout holds the one main landmark; a page never adds another.
    expect(document.querySelector('main')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Enter a code' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(document.getElementById('overlay')).toBeNull());
    expect(performance.getEntriesByName('app-ready')).toHaveLength(0);
  });
});

describe('the shell before startup has finished', () => {
  it("shows the signed-in LINE user's snapshot instead of nothing, and nothing without one", () => {
    ready.value = false;
    const { unmount } = render(<App />);
    expect(document.querySelector('main')).toBeNull();
    shownSnapshot.value = snapshot;
    return waitFor(() => expect(screen.getByText('Old banner')).toBeTruthy()).then(unmount);
  });
});

describe('the live Home after startup', () => {
  beforeEach(() => {
    user.value = makeUser({ points: 1234 });
    lineProfile.value = {
      userId: 'U7',
      displayName: 'Nok',
      pictureUrl: 'https://example.com/p.png',
    };
  });

  it('keeps the snapshot feed, marked refreshing, until the fresh feed replaces it and is saved', async () => {
    shownSnapshot.value = snapshot;
    const feed = heldHomeFeed();
    renderAt('/', [{ path: '/', component: Home }]);
    expect(screen.getByText('Old banner')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Refreshing…');
    // The balance is the fresh one from startup, never the snapshot's.
    expect(screen.getByText('1,234 pts')).toBeTruthy();
    expect(screen.queryByText('900 pts')).toBeNull();

    feed.answer();
    expect(await screen.findByText('New banner')).toBeTruthy();
    expect(screen.queryByText('Old banner')).toBeNull();
    expect(screen.queryByText('Refreshing…')).toBeNull();
    await waitFor(() => expect(shownSnapshot.value).toBeNull());
    expect(readSnapshot('U7')).toEqual({
      lineUserId: 'U7',
      displayName: 'Nok',
      pictureUrl: 'https://example.com/p.png',
      points: 1234,
      feed: freshFeed,
    });
  });

  it("paints only the snapshot's first banner until the fresh feed is here, then the rest", async () => {
    shownSnapshot.value = snapshot;
    const feed = heldHomeFeed();
    const { container } = renderAt('/', [{ path: '/', component: Home }]);
    const sources = () => pictureSources(container);
    expect(sources()).toEqual(['https://example.com/b1.jpg']);
    // Its first banner has loaded: the others (avatar, highlights) wait for the fresh feed.
    fireEvent.load(container.querySelector('img[src="https://example.com/b1.jpg"]')!);
    expect(sources()).toEqual(['https://example.com/b1.jpg']);

    feed.answer();
    await screen.findByText('New banner');
    fireEvent.load(container.querySelector('img[src="https://example.com/b3.jpg"]')!);
    await waitFor(() =>
      expect(sources().sort()).toEqual([
        'https://example.com/b3.jpg',
        'https://example.com/h4.jpg',
        'https://example.com/p.png',
      ]),
    );
  });

  it("never shows another LINE user's snapshot", () => {
    shownSnapshot.value = { ...snapshot, lineUserId: 'U-previous-user' };
    heldHomeFeed();
    renderAt('/', [{ path: '/', component: Home }]);
    expect(screen.queryByText('Old banner')).toBeNull();
    expect(screen.queryByText('Refreshing…')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading campaigns…' })).toBeTruthy();
  });
});
