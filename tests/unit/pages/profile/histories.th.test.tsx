import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { CodeEntry, RedeemEntry } from '../../../../contract/wire';
import CodeHistory from '../../../../src/pages/profile/CodeHistory';
import RedeemHistory from '../../../../src/pages/profile/RedeemHistory';
import { collectToasts, renderAt } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';

useMockServer();
inThai();

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

describe('CodeHistory in Thai', () => {
  const open = () =>
    renderAt('/profile/history/code', [{ path: '/profile/history/code', component: CodeHistory }]);

  it('lists the codes under a Thai heading', async () => {
    server.use(reply('get', '/api/user/history/code', codes));
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติการกรอกโค้ด' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /โปรไฟล์/ }).getAttribute('href')).toBe('/profile');
    const row = within(await screen.findByRole('list', { name: 'ประวัติการกรอกโค้ด' })).getByRole(
      'listitem',
    );
    expect(row.textContent).toContain('โค้ด ****-****-AB12');
    expect(row.textContent).toContain('+50 คะแนน');
    expect(row.textContent).toContain('07/04/26');
    expectAllThai(container, ['Summer cans', '****-****-AB12']);
  });

  it('says there are no codes yet in Thai, with a way Home', async () => {
    server.use(reply('get', '/api/user/history/code', []));
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีโค้ด' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปหน้าแรก' }).getAttribute('href')).toBe('/');
    expectAllThai(container);
  });

  it('shows a failed call in Thai with a Thai retry', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/history/code', 404, 'NOT_FOUND', 'Not here'));
    const { container } = open();
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่พบข้อมูลที่ต้องการค่ะ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
    toasts.stop();
  });
});

describe('RedeemHistory in Thai', () => {
  const open = () =>
    renderAt('/profile/history/redeem', [
      { path: '/profile/history/redeem', component: RedeemHistory },
    ]);

  it('lists the rewards with their status in Thai', async () => {
    server.use(reply('get', '/api/user/history/redeem', redeems));
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'ประวัติการแลกของรางวัล' })).toBeTruthy();
    const rows = within(
      await screen.findByRole('list', { name: 'ประวัติการแลกของรางวัล' }),
    ).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('−300 คะแนน');
    expect(rows[0]?.textContent).toContain('ใช้แล้ว');
    expect(rows[0]?.textContent).toContain('11/20/26');
    expect(rows[1]?.textContent).toContain('พร้อมใช้');
    expectAllThai(container, ['Coffee voucher', 'Tote bag']);
  });

  it('says nothing was redeemed yet in Thai, with a way to the rewards', async () => {
    server.use(reply('get', '/api/user/history/redeem', []));
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีการแลกของรางวัล' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูของรางวัล' }).getAttribute('href')).toBe('/redeem');
    expectAllThai(container);
  });
});
