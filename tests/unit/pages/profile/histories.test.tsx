import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { codes, openCodeHistory, openRedeemHistory, redeems } from './histories.fixtures';

useMockServer();

describe('CodeHistory', () => {
  it('lists masked codes with points, campaign and date', async () => {
    server.use(reply('get', '/api/user/history/code', codes));
    openCodeHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Codes I entered' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Profile/ }).getAttribute('href')).toBe('/profile');
    const row = within(await screen.findByRole('list', { name: 'Codes I entered' })).getByRole(
      'listitem',
    );
    expect(row.textContent).toContain('****-****-AB12');
    expect(row.textContent).toContain('+50 pts');
    expect(row.textContent).toContain('Summer cans');
    expect(row.textContent).toContain('07/04/26');
  });

  it('shows the empty state', async () => {
    server.use(reply('get', '/api/user/history/code', []));
    openCodeHistory();
    expect(await screen.findByRole('heading', { name: 'No codes yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error state with retry and a toast when the backend lacks the call', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/history/code', 404, 'NOT_FOUND', 'Not here'));
    openCodeHistory();
    expect((await screen.findByRole('alert')).textContent).toContain('Not here');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toasts.messages).toEqual(['Not here']);
    toasts.stop();
  });
});

describe('RedeemHistory', () => {
  it('lists rewards with points spent, a status badge and the date', async () => {
    server.use(reply('get', '/api/user/history/redeem', redeems));
    openRedeemHistory();
    const rows = within(
      await screen.findByRole('list', { name: 'Rewards I redeemed' }),
    ).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Coffee voucher');
    expect(rows[0]?.textContent).toContain('−300 pts');
    expect(rows[0]?.textContent).toContain('Used');
    expect(rows[0]?.textContent).toContain('11/20/26');
    expect(rows[1]?.textContent).toContain('Available');
  });

  it('shows the empty state with a way to the rewards', async () => {
    server.use(reply('get', '/api/user/history/redeem', []));
    openRedeemHistory();
    expect(await screen.findByRole('heading', { name: 'No rewards redeemed yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See rewards' }).getAttribute('href')).toBe('/redeem');
  });

  it('shows the error state with retry', async () => {
    server.use(replyError('get', '/api/user/history/redeem', 500, 'SERVER', 'Down'));
    openRedeemHistory();
    expect((await screen.findByRole('alert')).textContent).toContain('Down');
  });
});
