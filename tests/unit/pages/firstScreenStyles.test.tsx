import { screen } from '@testing-library/preact';
import * as goober from 'goober';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asMember } from '../helpers/member';
import { reply, server, useMockServer } from '../helpers/server';
import { atHomeAsNok, highlights, open as openHome } from './home/fixtures';
import { open as openRewards, shelf } from './redeem/Rewards.fixtures';

// Every class of a first screen is made at module level, in one burst of goober's css() calls
// (ui/batchStyleWrites): a class made in a render writes goober's sheet once more, and the
// browser parses the whole sheet again, just before the first screen shows.
vi.mock('goober', async (original) => {
  const actual = await original<typeof goober>();
  return { ...actual, css: vi.fn(actual.css) };
});

useMockServer();

describe('a first screen, rendering its data', () => {
  beforeEach(() => {
    vi.mocked(goober.css).mockClear();
  });

  describe('Home', () => {
    atHomeAsNok();
    it('makes no class', async () => {
      server.use(reply('get', '/api/home', { banners: [], highlights }));
      openHome();
      // The highlights' cards, after their skeletons.
      await screen.findByText('Highlight one');
      expect(vi.mocked(goober.css)).not.toHaveBeenCalled();
    });
  });

  describe('Rewards', () => {
    asMember({ points: 500 });
    it('makes no class', async () => {
      server.use(reply('get', '/api/rewards', shelf));
      openRewards();
      await screen.findByText('Umbrella');
      expect(vi.mocked(goober.css)).not.toHaveBeenCalled();
    });
  });
});
