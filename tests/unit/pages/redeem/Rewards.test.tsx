import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/ui/format';
import { makeReward } from '../../helpers/catalog';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { headphonesNextWeek, open, shelf } from './Rewards.fixtures';

useMockServer();
asMember({ points: 500 });

describe('Rewards', () => {
  it('lists rewards with cost, stock and whether the balance is enough', async () => {
    server.use(reply('get', '/api/rewards', shelf));
    open();
    const coffee = await screen.findByRole('link', { name: /Coffee/ });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/rewards']);
    expect(coffee.getAttribute('href')).toBe('/redeem/1');
    expect(within(coffee).getByText('300 pts')).toBeTruthy();
    expect(within(coffee).getByText('4 left')).toBeTruthy();
    expect(within(coffee).queryByText(/You need/)).toBeNull();
    const umbrella = screen.getByRole('link', { name: /Umbrella/ });
    expect(within(umbrella).getByText('You need 300 pts more')).toBeTruthy();
    const cap = screen.getByRole('link', { name: /Cap/ });
    expect(within(cap).getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('500 pts')).toBeTruthy();
  });

  it('says when a reward opens instead of the shortfall', async () => {
    const { startsAt } = headphonesNextWeek;
    server.use(reply('get', '/api/rewards', [headphonesNextWeek]));
    open();
    const card = await screen.findByRole('link', { name: /Headphones/ });
    expect(within(card).getByText(`Available from ${formatDate(startsAt)}`)).toBeTruthy();
    expect(within(card).queryByText(/You need/)).toBeNull();
  });

  it('offers entering a code and my rewards', async () => {
    server.use(reply('get', '/api/rewards', []));
    open();
    expect(screen.getByRole('link', { name: 'My rewards' }).getAttribute('href')).toBe(
      '/redeem/myRewards',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enter a code' }));
    expect(await screen.findByRole('dialog', { name: 'Enter a code' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    server.use(reply('get', '/api/rewards', []));
    open();
    expect(await screen.findByRole('heading', { name: 'No rewards right now' })).toBeTruthy();
  });

  it('shows an error state with retry and a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/rewards', 500, 'BOOM', 'Broken'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    expect(toasts.messages).toEqual(['Broken']);
    server.use(reply('get', '/api/rewards', [makeReward({ title: 'Coffee' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Coffee/ })).toBeTruthy();
    toasts.stop();
  });
});
