import { screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Home from '../../../../src/pages/home/Home';
import { lineProfile, user } from '../../../../src/state/session';
import { makeCampaign, makeUser } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { reply, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';

useMockServer();
inThai();

const banners = [
  makeCampaign({ id: 5, title: 'Banner five' }),
  makeCampaign({ id: 9, title: 'Banner nine' }),
];
const highlights = [makeCampaign({ id: 20, title: 'Highlight one', summary: 'Big news' })];

beforeEach(() => {
  user.value = makeUser({ points: 1234 });
  lineProfile.value = { userId: 'U7', displayName: 'Nok', pictureUrl: 'https://example.com/p.png' };
});
afterEach(() => {
  user.value = null;
  lineProfile.value = null;
});

describe('Home in Thai', () => {
  it('greets, counts points and names every control in Thai', async () => {
    server.use(reply('get', '/api/home', { banners, highlights }));
    const { container } = renderAt('/', [{ path: '/', component: Home }]);
    await screen.findByText('Highlight one');
    expect(screen.getByRole('heading', { level: 1, name: 'สวัสดีค่ะ คุณNok' })).toBeTruthy();
    expect(screen.getByText('1,234 คะแนน')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'กรอกโค้ด' })).toBeTruthy();
    // Campaign titles are content: they stay as the programme wrote them.
    expectAllThai(container, ['Nok', 'Banner five', 'Banner nine', 'Highlight one', 'Big news']);
  });
});
