import { beforeEach } from 'vitest';
import ProfileUpdate from '../../../../src/pages/profile/ProfileUpdate';
import { lineProfile, user } from '../../../../src/state/session';
import { renderAt } from '../../helpers/render';
import { sampleUser } from './fixtures';

/** What the ProfileUpdate page's English and Thai tests open, and as whom. */

export const open = () =>
  renderAt('/profile/update', [{ path: '/profile/update', component: ProfileUpdate }]);

/** Before each test: sampleUser signed in, with no draft left by the test before. */
export function editingSampleUser(): void {
  beforeEach(() => {
    localStorage.clear();
    user.value = { ...sampleUser };
    lineProfile.value = { userId: 'U123', displayName: 'Somchai', pictureUrl: '' };
  });
}
