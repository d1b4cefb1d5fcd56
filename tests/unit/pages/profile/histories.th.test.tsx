import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { codes, openCodeHistory, openRedeemHistory, redeems } from './histories.fixtures';

useMockServer();
inThai();

describe('CodeHistory in Thai', () => {
  it('lists the codes under a Thai heading', async () => {
    server.use(reply('get', '/api/user/history/code', codes));
    const { container } = openCodeHistory();
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
    const { container } = openCodeHistory();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีโค้ด' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปหน้าแรก' }).getAttribute('href')).toBe('/');
    expectAllThai(container);
  });

  it('shows a failed call in Thai with a Thai retry', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/history/code', 404, 'NOT_FOUND', 'Not here'));
    const { container } = openCodeHistory();
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่พบข้อมูลที่ต้องการค่ะ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
    toasts.stop();
  });
});

describe('RedeemHistory in Thai', () => {
  it('lists the rewards with their status in Thai', async () => {
    server.use(reply('get', '/api/user/history/redeem', redeems));
    const { container } = openRedeemHistory();
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
    const { container } = openRedeemHistory();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีการแลกของรางวัล' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูของรางวัล' }).getAttribute('href')).toBe('/redeem');
    expectAllThai(container);
  });
});
