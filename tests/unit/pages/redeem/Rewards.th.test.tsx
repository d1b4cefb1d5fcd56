import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/ui/format';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { headphonesNextWeek, open, shelf } from './Rewards.fixtures';

useMockServer();
inThai();
asMember({ points: 500 });

describe('Rewards in Thai', () => {
  it('lists rewards with cost, stock and the shortfall, and names every control in Thai', async () => {
    server.use(reply('get', '/api/rewards', shelf));
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดของรางวัล…' })).toBeTruthy();
    const coffee = await screen.findByRole('link', { name: /Coffee/ });
    expect(screen.getByRole('heading', { level: 1, name: 'ของรางวัล' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /หน้าแรก/ }).getAttribute('href')).toBe('/');
    expect(screen.getByText('คะแนนคงเหลือ')).toBeTruthy();
    expect(screen.getByText('500 คะแนน')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'กรอกโค้ด' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'รางวัลของฉัน' }).getAttribute('href')).toBe(
      '/redeem/myRewards',
    );
    expect(within(coffee).getByText('300 คะแนน')).toBeTruthy();
    expect(within(coffee).getByText('เหลือ 4 สิทธิ์')).toBeTruthy();
    const umbrella = screen.getByRole('link', { name: /Umbrella/ });
    expect(within(umbrella).getByText('คะแนนยังขาดอีก 300 คะแนน')).toBeTruthy();
    const cap = screen.getByRole('link', { name: /Cap/ });
    expect(within(cap).getByText('หมดแล้ว')).toBeTruthy();
    // Reward names are content: they stay as the programme wrote them.
    expectAllThai(container, ['Coffee', 'Umbrella', 'Cap']);
  });

  it('says in Thai when a reward opens', async () => {
    const { startsAt } = headphonesNextWeek;
    server.use(reply('get', '/api/rewards', [headphonesNextWeek]));
    const { container } = open();
    const card = await screen.findByRole('link', { name: /Headphones/ });
    expect(within(card).getByText(`แลกได้ตั้งแต่ ${formatDate(startsAt)}`)).toBeTruthy();
    expectAllThai(container, ['Headphones']);
  });

  it('opens the code sheet in Thai', async () => {
    server.use(reply('get', '/api/rewards', []));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'กรอกโค้ด' }));
    const sheet = await screen.findByRole('dialog', { name: 'กรอกโค้ด' });
    expect(within(sheet).getByRole('textbox', { name: 'โค้ด' })).toBeTruthy();
    expectAllThai(sheet);
  });

  it('shows the empty state in Thai', async () => {
    server.use(reply('get', '/api/rewards', []));
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีของรางวัลในตอนนี้' })).toBeTruthy();
    expectAllThai(container);
  });

  it('shows a failed load in Thai, in the page and in a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/rewards', 500, 'BOOM', 'Broken'));
    const { container } = open();
    const alert = await screen.findByRole('alert');
    // The server speaks English: Thai shows the app's own words for the failure.
    expect(alert.textContent).toContain('เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ');
    await waitFor(() => expect(toasts.messages).toEqual(['เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ']));
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
    toasts.stop();
  });
});
