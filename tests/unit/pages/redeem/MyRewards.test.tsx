import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { liff, outsideAChat } from './liff.mock';
import { open, panel, replyTimeUp, replyUseCoffee, rewards, tab } from './MyRewards.fixtures';

vi.mock('../../../../src/liff', () => import('./liff.mock'));

useMockServer();
asMember();
outsideAChat();

describe('MyRewards', () => {
  it('sorts rewards into Available (with in use) / Used / Expired tabs', async () => {
    server.use(reply('get', '/api/user/rewards', rewards));
    open();
    await screen.findByText('Free coffee');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/user/rewards']);
    expect(tab(/Available/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/Available/).textContent).toBe('Available (2)');
    expect(tab(/Used/).textContent).toBe('Used (1)');
    expect(tab(/Expired/).textContent).toBe('Expired (1)');
    expect(within(panel()).getByText('Donut')).toBeTruthy();
    expect(within(panel()).getByText('In use')).toBeTruthy();
    // The reward in use comes first, though the server lists the newer one first.
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((li) => (li.textContent?.includes('Donut') ? 'Donut' : 'other')),
    ).toEqual(['Donut', 'other']);
    expect(within(panel()).getByText(/^(10:00|9:5\d) left$/)).toBeTruthy();
    expect(within(panel()).queryByText('Tote bag')).toBeNull();

    await userEvent.click(tab(/Used/));
    expect(within(panel()).getByText('Tote bag')).toBeTruthy();
    expect(within(panel()).getByText('Used on 05/02/26')).toBeTruthy();
    // Arrow keys move between tabs.
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/Expired/).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(/Expired/));
    expect(within(panel()).getByText('Expired on 01/31/26')).toBeTruthy();
  });

  it('shows an empty state per tab', async () => {
    server.use(reply('get', '/api/user/rewards', []));
    open();
    expect(await screen.findByRole('heading', { name: 'No rewards to use yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse rewards' }).getAttribute('href')).toBe(
      '/redeem',
    );
    await userEvent.click(tab(/Used/));
    expect(screen.getByRole('heading', { name: 'No used rewards' })).toBeTruthy();
  });

  it('shows an error state with retry and a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/rewards', 500, 'BOOM', 'Broken'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    expect(toasts.messages).toEqual(['Broken']);
    server.use(reply('get', '/api/user/rewards', rewards));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free coffee')).toBeTruthy();
    toasts.stop();
  });

  it('warns before using, then shows the code as text and QR with the time left', async () => {
    server.use(reply('get', '/api/user/rewards', rewards), replyUseCoffee());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Use' }));
    const warn = await screen.findByRole('dialog', { name: 'Use this reward now?' });
    expect(within(warn).getByText(/A 15-minute countdown starts/)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await userEvent.click(within(warn).getByRole('button', { name: 'Start' }));

    const shown = await screen.findByRole('dialog', { name: 'Show this to staff' });
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/user/rewards/use');
    expect(put?.headers.get('content-type')).toContain('multipart/form-data');
    expect(put?.form).toEqual({ campaignRewardId: '101' });
    expect(within(shown).getByText('COFFEE-42')).toBeTruthy();
    const qr = within(shown).getByRole('img', { name: 'QR code for COFFEE-42' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(within(shown).getByText(/^(15:00|14:5\d)$/)).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    // The reward is now in use under Available.
    expect(within(panel()).getAllByText('In use')).toHaveLength(2);
  });

  it("keeps the warning open with the server's message when using fails", async () => {
    server.use(
      reply('get', '/api/user/rewards', rewards),
      replyError('put', '/api/user/rewards/use', 409, 'ALREADY_USED', 'Already used.'),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Use' }));
    const warn = await screen.findByRole('dialog');
    await userEvent.click(within(warn).getByRole('button', { name: 'Start' }));
    expect((await within(warn).findByRole('alert')).textContent).toBe('Already used.');
  });

  it('turns an in-use reward into used when its time runs out', async () => {
    server.use(...replyTimeUp());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Show code' }));
    const shown = await screen.findByRole('dialog', { name: 'Show this to staff' });
    expect(
      await within(shown).findByText('Time is up: this code has been used.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(
      requests.some(
        (r) => r.path === '/api/user/rewards/open' && r.query.get('rewardCodeId') === '52',
      ),
    ).toBe(true);
    await waitFor(() => expect(tab(/Used/).textContent).toBe('Used (1)'));
    expect(tab(/Available/).textContent).toBe('Available (0)');
  });

  it('reopens a used reward while valid with GET rewards/open?rewardCodeId=', async () => {
    server.use(
      reply('get', '/api/user/rewards', rewards),
      reply('get', '/api/user/rewards/open', { ...rewards[2], code: 'TOTE-9' }),
    );
    open();
    await screen.findByText('Free coffee');
    await userEvent.click(tab(/Used/));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Open code' }));
    const shown = await screen.findByRole('dialog', { name: 'Show this to staff' });
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/user/rewards/open')).toBe(true),
    );
    const call = requests.find((r) => r.path === '/api/user/rewards/open');
    expect(call?.method).toBe('GET');
    expect(call?.query.get('rewardCodeId')).toBe('53');
    expect(within(shown).getByText('TOTE-9')).toBeTruthy();
  });

  it('offers no Open code for an expired used reward', async () => {
    server.use(
      reply('get', '/api/user/rewards', [
        { ...rewards[2]!, expiresAt: '2020-01-01T00:00:00.000Z' },
      ]),
    );
    open();
    await screen.findByText('No rewards to use yet');
    await userEvent.click(tab(/Used/));
    expect(within(panel()).queryByRole('button', { name: 'Open code' })).toBeNull();
  });

  it('shares to the chat it was opened from', async () => {
    liff.context = { type: 'group', scope: ['profile', 'chat_message.write'] };
    server.use(reply('get', '/api/user/rewards', [rewards[0]!]));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Share to chat' }));
    await waitFor(() =>
      expect(liff.sendMessages).toHaveBeenCalledWith([
        { type: 'text', text: 'I just redeemed "Free coffee" with my points!' },
      ]),
    );
  });

  it.each([
    ['outside a chat', { type: 'external', scope: ['chat_message.write'] }],
    ['without a context', null],
    ['without the chat_message.write scope', { type: 'utou', scope: ['profile'] }],
  ])('renders no Share button %s', async (_label, context) => {
    liff.context = context;
    server.use(reply('get', '/api/user/rewards', [rewards[0]!]));
    open();
    await screen.findByRole('button', { name: 'Use' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Share to chat' })).toBeNull();
  });
});
