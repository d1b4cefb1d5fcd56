// Journeys inside LINE (the LIFF browser): LINE opens the app with its tokens in the fragment.
import { appReady, expect, nextApiForm, test } from './fixtures';

test('a member opened in LINE lands on Home; the profile update and state log carry what the SDK read', async ({
  page,
  line,
  member,
}) => {
  line.set({ os: 'android' });
  const profileUpdate = nextApiForm(page, 'PUT', '/api/user/line');
  const stateLog = nextApiForm(page, 'POST', '/api/log/state');
  await line.open('/');
  await appReady(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('main').locator('header p').first()).toContainText('Your points');

  expect(await profileUpdate).toEqual({
    lineDisplayName: member.displayName,
    linePictureUrl: line.scenario.profile.pictureUrl,
  });
  expect(await stateLog).toEqual({ userId: String(member.userId), state: '', os: 'android' });
  // LINE's credentials leave the address bar once the SDK holds them.
  expect(new URL(page.url()).hash).toBe('');
});
