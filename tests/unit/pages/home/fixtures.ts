import { afterEach, beforeEach } from 'vitest';
import type { User } from '../../../../contract/wire';
import Home from '../../../../src/pages/home/Home';
import { lineProfile, user } from '../../../../src/state/session';
import { makeCampaign, makeUser } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';

/** What the Home page's English and Thai tests open, as whom, and what the server answers. */

export const open = () => renderAt('/', [{ path: '/', component: Home }]);

/** The sources of the pictures in `container` that have one (a picture not asked for yet has none). */
export const pictureSources = (container: Element) =>
  [...container.querySelectorAll('img')].map((img) => img.src).filter(Boolean);

/** Before each test: a member with 1,234 points (and `over`) signed in as LINE user Nok. */
export function atHomeAsNok(over: Partial<User> = {}): void {
  beforeEach(() => {
    user.value = makeUser({ points: 1234, ...over });
    lineProfile.value = {
      userId: 'U7',
      displayName: 'Nok',
      pictureUrl: 'https://example.com/p.png',
    };
  });
  afterEach(() => {
    user.value = null;
    lineProfile.value = null;
  });
}

export const highlights = [
  makeCampaign({
    id: 20,
    title: 'Highlight one',
    summary: 'Big news',
    imageUrl: 'https://example.com/h20.jpg',
  }),
];
