import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { CodeEntry, RedeemEntry } from '../../../../contract/wire';
import CodeHistory from '../../../../src/pages/profile/CodeHistory';
import RedeemHistory from '../../../../src/pages/profile/RedeemHistory';
import { collectToasts, renderAt } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';

useMockServer();

const codes: CodeEntry[] = [
  {
    id: 1,
    code: '****-****-AB12',
    pointsAdded: 50,
    campaignTitle: 'Summer cans',
    createdAt: '2026-07-04T05:00:00Z',
  },
];
const redeems: RedeemEntry[] = [
  {
    id: 3,
    rewardTitle: 'Coffee voucher',
    pointsSpent: 300,
    status: 'used',
    createdAt: '2026-11-20T03:00:00Z',
  },
  {
    id: 2,
    rewardTitle: 'Tote bag',
    pointsSpent: 900,
    status: 'available',
    createdAt: '2026-10-01T03:00:00Z',
  },
];

describe('CodeHistory', () => {
  const open = () =>
    renderAt('/profile/history/code', [{ path: '/profile/history/code', component: CodeHistory }]);

  it('lists masked codes with points, campaign and date', async () => {
    server.use(reply('get', '/api/user/history/code', codes));
    open();
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
    open();
    expect(await screen.findByRole('heading', { name: 'No codes yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error state with retry and a toast when the backend lacks the call', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/history/code', 404, 'NOT_FOUND', 'Not here'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Not here');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toasts.messages).toEqual(['Not here']);
    toasts.stop();
  });
});

describe('RedeemHistory', () => {
  const open = () =>
    renderAt('/profile/history/redeem', [
      { path: '/profile/history/redeem', component: RedeemHistory },
    ]);

  it('lists rewards with points spent, a status badge and the date', async () => {
    server.use(reply('get', '/api/user/history/redeem', redeems));
    open();
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
    open();
    expect(await screen.findByRole('heading', { name: 'No rewards redeemed yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See rewards' }).getAttribute('href')).toBe('/redeem');
  });

  it('shows the error state with retry', async () => {
    server.use(replyError('get', '/api/user/history/redeem', 500, 'SERVER', 'Down'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Down');
  });
});
