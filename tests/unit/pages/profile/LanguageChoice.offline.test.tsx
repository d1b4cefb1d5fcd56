import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import Profile from '../../../../src/pages/profile/Profile';
import { language, thaiFrom } from '../../../../src/state/language';
import { user } from '../../../../src/state/session';
import { renderAt } from '../../helpers/render';
import { reply, server, useMockServer } from '../../helpers/server';
import { sampleUser } from './fixtures';

// A file of its own: once Thai has loaded, it stays loaded for the rest of the file.
useMockServer();

it('stays in English, and shows English as chosen, when Thai cannot be loaded (offline)', async () => {
  const u = userEvent.setup();
  thaiFrom(() => Promise.reject(new Error('offline')));
  user.value = { ...sampleUser };
  server.use(reply('get', '/api/user/history/point', []));
  renderAt('/profile', [{ path: '/profile', component: Profile }]);
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  await u.click(radio('ภาษาไทย'));
  await waitFor(() => expect(radio('English').checked).toBe(true));
  expect(radio('ภาษาไทย').checked).toBe(false);
  expect(language.value).toBe('en');
  expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
});
