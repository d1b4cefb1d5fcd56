import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { user } from '../../../../src/state/session';
import { makeUser } from '../../helpers/catalog';
import { signOutAfterEach } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { membersRead, openExclusive, vipNight, withoutReads } from './fixtures';

useMockServer();
inThai();
withoutReads();
signOutAfterEach();

describe('Exclusive in Thai', () => {
  it('lists exclusive campaigns and members-only reads under Thai headings', async () => {
    user.value = makeUser({ registered: true });
    server.use(
      reply('get', '/api/campaigns', [vipNight]),
      reply('get', '/api/contents', [membersRead]),
    );
    const { container } = openExclusive();
    expect(screen.getByRole('status', { name: 'กำลังโหลดเนื้อหาพิเศษ…' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /VIP night/ })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'บทความสำหรับสมาชิก' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'พิเศษสำหรับสมาชิก' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'หน้าแรก' }).getAttribute('href')).toBe('/');
    expectAllThai(container, ['VIP night', 'Collect points all summer', 'Behind the scenes']);
  });

  it('tells a visitor who has not registered why, in Thai', () => {
    user.value = makeUser({ registered: false });
    const { container, unmount } = openExclusive();
    expect(screen.getByRole('heading', { name: 'สำหรับสมาชิกเท่านั้น' })).toBeTruthy();
    expect(screen.getByText('ลงทะเบียนเป็นสมาชิกเพื่อดูแคมเปญและเนื้อหาพิเศษค่ะ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ลงทะเบียนเลย' }).getAttribute('href')).toBe(
      '/register',
    );
    expectAllThai(container);
    expect(requests).toHaveLength(0);
    // Gone before afterEach forgets the user (a visitor with no user would load the list).
    unmount();
  });

  it('explains a 403 answer in Thai without a toast', async () => {
    const toasts = collectToasts();
    user.value = makeUser({ registered: true });
    server.use(replyError('get', '/api/campaigns', 403, 'MEMBERS_ONLY', 'Members only'));
    const { container } = openExclusive();
    expect(await screen.findByRole('heading', { name: 'สำหรับสมาชิกเท่านั้น' })).toBeTruthy();
    expect(toasts.messages).toEqual([]);
    toasts.stop();
    expectAllThai(container);
  });

  it('says there is no exclusive content yet', async () => {
    user.value = makeUser();
    server.use(reply('get', '/api/campaigns', []));
    const { container } = openExclusive();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีเนื้อหาพิเศษ' })).toBeTruthy();
    expectAllThai(container);
  });

  it('shows a failed load in Thai with a retry', async () => {
    user.value = makeUser();
    server.use(replyError('get', '/api/campaigns', 500, 'BOOM', 'Broken'));
    const { container } = openExclusive();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
  });
});
