import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProfileUpdate from '../../../../src/pages/profile/ProfileUpdate';
import { lineProfile, user } from '../../../../src/state/session';
import { collectToasts, renderAt } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { sampleUser } from './fixtures';

useMockServer();

// Alone in its file, so the form is the first one this page mounts, as on a real page load: mounted
// after another test's form in the same jsdom, it stopped re-rendering as the customer typed
// (react-hook-form's watch() under preact/compat), and the guard never armed.

const open = () =>
  renderAt('/profile/update', [{ path: '/profile/update', component: ProfileUpdate }]);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  // Each test starts without a draft left by the one before.
  localStorage.clear();
  user.value = { ...sampleUser };
  lineProfile.value = { userId: 'U123', displayName: 'Somchai', pictureUrl: '' };
});

describe('ProfileUpdate leave guard', () => {
  it('asks before leaving with unsaved changes, and forgets them when the customer leaves', async () => {
    const u = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    open();
    await u.type(screen.getByLabelText('Last name'), 'x');
    confirm.mockReturnValueOnce(false);
    await u.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(value('Last name')).toBe('Jaideex');
    expect(localStorage.getItem('draft:profile-update')).toContain('Jaideex');

    confirm.mockReturnValueOnce(true);
    await u.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(localStorage.getItem('draft:profile-update')).toBeNull();
    confirm.mockRestore();
  });
});
