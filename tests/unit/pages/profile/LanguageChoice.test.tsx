import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstScreenThai } from '../../../../src/app/firstScreenThai';
import Profile from '../../../../src/pages/profile/Profile';
import { language, thaiFrom } from '../../../../src/state/language';
import { lineProfile, user } from '../../../../src/state/session';
import { renderAt } from '../../helpers/render';
import { reply, server, useMockServer } from '../../helpers/server';
import { sampleUser } from './fixtures';

useMockServer();

const renderProfile = () => renderAt('/profile', [{ path: '/profile', component: Profile }]);
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  thaiFrom(async () => firstScreenThai);
  localStorage.clear();
  user.value = { ...sampleUser };
  lineProfile.value = { userId: 'U123', displayName: 'somchai_line', pictureUrl: '' };
  server.use(reply('get', '/api/user/history/point', []));
});
afterEach(() => {
  language.value = 'en';
});

describe('the language choice in Profile', () => {
  it('names each language in itself, under a heading, with the current one chosen', () => {
    renderProfile();
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(screen.getByRole('heading', { level: 2, name: 'Language' })).toBeTruthy();
    expect(group.querySelector('[lang="th"]')?.textContent).toBe('ภาษาไทย');
    expect(radio('English').checked).toBe(true);
    expect(radio('ภาษาไทย').checked).toBe(false);
  });

  it('turns the page to Thai at once, keeps the choice and sets the document language', async () => {
    const u = userEvent.setup();
    renderProfile();
    await u.click(radio('ภาษาไทย'));
    expect(await screen.findByRole('heading', { level: 1, name: 'โปรไฟล์ของฉัน' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'ภาษา' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'แก้ไขข้อมูลส่วนตัว' })).toBeTruthy();
    expect(screen.getByText('1,250 คะแนน')).toBeTruthy();
    expect(radio('ภาษาไทย').checked).toBe(true);
    expect(radio('English').checked).toBe(false);
    expect(localStorage.getItem('language')).toBe('th');
    expect(document.documentElement.lang).toBe('th');

    await u.click(radio('English'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByText('1,250 pts')).toBeTruthy();
    expect(radio('English').checked).toBe(true);
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
