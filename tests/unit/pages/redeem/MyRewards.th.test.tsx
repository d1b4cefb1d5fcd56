import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { liff, outsideAChat } from './liff.mock';
import { open, panel, replyTimeUp, replyUseCoffee, rewards, tab } from './MyRewards.fixtures';

vi.mock('../../../../src/liff', () => import('./liff.mock'));

useMockServer();
inThai();
asMember();
outsideAChat();

// Reward names and codes are content: they stay as they are.
const content = ['Free coffee', 'Donut', 'Tote bag', 'Old cap', 'COFFEE-42', 'DONUT-1', 'TOTE-9'];

describe('MyRewards in Thai', () => {
  it('names the tabs, the states, the dates and the countdown in Thai', async () => {
    server.use(reply('get', '/api/user/rewards', rewards));
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดรางวัลของคุณ…' })).toBeTruthy();
    await screen.findByText('Free coffee');
    expect(screen.getByRole('heading', { level: 1, name: 'รางวัลของฉัน' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /ของรางวัล/ }).getAttribute('href')).toBe('/redeem');
    expect(screen.getByRole('tablist', { name: 'สถานะของรางวัล' })).toBeTruthy();
    expect(tab(/^ใช้ได้/).textContent).toBe('ใช้ได้ (2)');
    expect(tab(/^ใช้แล้ว/).textContent).toBe('ใช้แล้ว (1)');
    expect(tab(/^หมดอายุ/).textContent).toBe('หมดอายุ (1)');
    expect(within(panel()).getByText('กำลังใช้')).toBeTruthy();
    expect(within(panel()).getByText(/^เหลือเวลา (10:00|9:5\d)$/)).toBeTruthy();
    expect(within(panel()).getByText('ใช้ได้ถึง 12/31/99')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'ใช้' })).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'แสดงโค้ด' })).toBeTruthy();
    expectAllThai(container, content);

    await userEvent.click(tab(/^ใช้แล้ว/));
    expect(within(panel()).getByText('ใช้เมื่อ 05/02/26')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'เปิดโค้ด' })).toBeTruthy();
    expectAllThai(container, content);

    await userEvent.click(tab(/^หมดอายุ/));
    expect(within(panel()).getByText('หมดอายุเมื่อ 01/31/26')).toBeTruthy();
    expectAllThai(container, content);
  });

  it('shows the empty state per tab in Thai', async () => {
    server.use(reply('get', '/api/user/rewards', []));
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีรางวัลที่ใช้ได้' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูของรางวัล' }).getAttribute('href')).toBe('/redeem');
    expectAllThai(container);
    await userEvent.click(tab(/^ใช้แล้ว/));
    expect(screen.getByRole('heading', { name: 'ยังไม่มีรางวัลที่ใช้แล้ว' })).toBeTruthy();
    await userEvent.click(tab(/^หมดอายุ/));
    expect(screen.getByRole('heading', { name: 'ไม่มีรางวัลที่หมดอายุ' })).toBeTruthy();
  });

  it('shows a failed load in Thai, in the page and in a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/rewards', 500, 'BOOM', 'Broken'));
    const { container } = open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(toasts.messages).toEqual(['เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ']);
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
    toasts.stop();
  });

  it('warns in Thai before using, then shows the code panel with the time left in Thai', async () => {
    server.use(reply('get', '/api/user/rewards', rewards), replyUseCoffee());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'ใช้' }));
    const warn = await screen.findByRole('dialog', { name: 'ใช้ของรางวัลนี้ตอนนี้เลยไหมคะ' });
    expect(within(warn).getByText(/นับถอยหลัง 15 นาที/)).toBeTruthy();
    expect(within(warn).getByRole('button', { name: 'ไว้ทีหลัง' })).toBeTruthy();
    expectAllThai(warn, content);
    await userEvent.click(within(warn).getByRole('button', { name: 'เริ่มใช้' }));

    const shown = await screen.findByRole('dialog', { name: 'แสดงโค้ดนี้ให้พนักงาน' });
    expect(within(shown).getByText('โค้ดของรางวัล')).toBeTruthy();
    expect(within(shown).getByRole('img', { name: 'QR โค้ดของ COFFEE-42' })).toBeTruthy();
    expect(within(shown).getByText(/^(15:00|14:5\d)$/).parentElement?.textContent).toMatch(
      /^เวลาที่เหลือ: (15:00|14:5\d)$/,
    );
    expectAllThai(shown, content);
    await userEvent.click(within(shown).getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(within(panel()).getAllByText('กำลังใช้')).toHaveLength(2);
  });

  it('explains a refused use in Thai by its code, in the warning and in a toast', async () => {
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/user/rewards', rewards),
      replyError('put', '/api/user/rewards/use', 409, 'ALREADY_USED', 'Already used.'),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'ใช้' }));
    const warn = await screen.findByRole('dialog');
    await userEvent.click(within(warn).getByRole('button', { name: 'เริ่มใช้' }));
    expect((await within(warn).findByRole('alert')).textContent).toBe('ของรางวัลนี้ถูกใช้ไปแล้วค่ะ');
    expect(toasts.messages).toEqual(['ของรางวัลนี้ถูกใช้ไปแล้วค่ะ']);
    toasts.stop();
  });

  it('says in Thai when the time is up', async () => {
    server.use(...replyTimeUp());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'แสดงโค้ด' }));
    const shown = await screen.findByRole('dialog', { name: 'แสดงโค้ดนี้ให้พนักงาน' });
    expect(
      await within(shown).findByText('หมดเวลาแล้ว โค้ดนี้ถูกใช้ไปแล้วค่ะ', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expectAllThai(shown, content);
    await waitFor(() => expect(tab(/^ใช้แล้ว/).textContent).toBe('ใช้แล้ว (1)'));
  });

  it('shares to the chat in Thai and says so in a Thai toast', async () => {
    const toasts = collectToasts();
    liff.context = { type: 'group', scope: ['profile', 'chat_message.write'] };
    server.use(reply('get', '/api/user/rewards', [rewards[0]!]));
    const { container } = open();
    const share = await screen.findByRole('button', { name: 'แชร์ไปยังแชท' });
    expectAllThai(container, content);
    await userEvent.click(share);
    await waitFor(() => expect(toasts.messages).toEqual(['แชร์ไปยังแชทแล้วค่ะ']));
    expect(liff.sendMessages).toHaveBeenCalledWith([
      { type: 'text', text: 'ฉันเพิ่งแลก "Free coffee" ด้วยคะแนนสะสม!' },
    ]);
    toasts.stop();
  });
});
