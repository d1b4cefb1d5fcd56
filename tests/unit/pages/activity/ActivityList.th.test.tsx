import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { activities, openActivityList } from './fixtures';

useMockServer();
inThai();
asMember();

const titles = ['Running club', 'Night market', 'Old fair', 'Collect points all summer'];

describe('ActivityList in Thai', () => {
  it('lists the activities with Thai status badges', async () => {
    server.use(reply('get', '/api/campaigns', activities));
    const { container } = openActivityList();
    expect(screen.getByRole('status', { name: 'กำลังโหลดกิจกรรม…' })).toBeTruthy();
    await screen.findByText('Running club');
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('กำลังดำเนินอยู่')).toBeTruthy();
    expect(within(items[1]!).getByText('เร็ว ๆ นี้')).toBeTruthy();
    expect(within(items[2]!).getByText('สิ้นสุดแล้ว')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'กิจกรรม' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'หน้าแรก' }).getAttribute('href')).toBe('/');
    expectAllThai(container, titles);
  });

  it('says there are no activities in Thai', async () => {
    server.use(reply('get', '/api/campaigns', []));
    const { container } = openActivityList();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีกิจกรรมในตอนนี้' })).toBeTruthy();
    expectAllThai(container);
  });

  it('shows a failed load in Thai, in a toast, and retries', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/campaigns', 500, 'BOOM', 'Server broke'));
    const { container } = openActivityList();
    const message = 'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ';
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(toasts.messages).toEqual([message]);
    toasts.stop();
    expectAllThai(container);
    server.use(reply('get', '/api/campaigns', activities));
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('Running club')).toBeTruthy();
  });
});
