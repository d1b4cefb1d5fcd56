import { afterEach, beforeEach, vi } from 'vitest';
import ProfileUpdate from '../../../../src/pages/profile/ProfileUpdate';
import { lineProfile, user } from '../../../../src/state/session';
import { setAccessToken } from '../../../../src/state/token';
import { renderAt } from '../../helpers/render';
import { reply } from '../../helpers/server';
import { sampleUser } from './fixtures';

/** What the ProfileUpdate page's English and Thai tests open, as whom, and what the server
 *  answers. */

export const open = () =>
  renderAt('/profile/update', [{ path: '/profile/update', component: ProfileUpdate }]);

/** The access token sampleUser is signed in with. */
export const MEMBER_TOKEN = 'tok-old';

/** Before each test: sampleUser signed in (MEMBER_TOKEN), with no draft left by the test
 *  before. After it: real timers again. */
export function editingSampleUser(): void {
  beforeEach(() => {
    localStorage.clear();
    user.value = { ...sampleUser };
    lineProfile.value = { userId: 'U123', displayName: 'Somchai', pictureUrl: '' };
    setAccessToken(MEMBER_TOKEN);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The number sampleUser changes to, and how the page shows it once a code went there. */
export const NEW_TEL = '0899995678';
export const NEW_TEL_MASKED = '08x-xxx-5678';

/** PUT /api/user for a new number: the member with it, and the token that replaces every older
 *  one. */
export const replyNumberChanged = (accessToken = 'tok-new') =>
  reply('put', '/api/user', { ...sampleUser, tel: NEW_TEL, accessToken });
