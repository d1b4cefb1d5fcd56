import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCampaign } from '../../helpers/catalog';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { atHomeAsNok, highlights, open } from './fixtures';

useMockServer();
inThai();
atHomeAsNok();

const banners = [
  makeCampaign({ id: 5, title: 'Banner five' }),
  makeCampaign({ id: 9, title: 'Banner nine' }),
];

describe('Home in Thai', () => {
  it('greets, counts points and names every control in Thai', async () => {
    server.use(reply('get', '/api/home', { banners, highlights }));
    const { container } = open();
    await screen.findByText('Highlight one');
    expect(screen.getByRole('heading', { level: 1, name: 'สวัสดีค่ะ คุณNok' })).toBeTruthy();
    expect(screen.getByText('1,234 คะแนน')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'กรอกโค้ด' })).toBeTruthy();
    // Campaign titles are content: they stay as the programme wrote them.
    expectAllThai(container, ['Nok', 'Banner five', 'Banner nine', 'Highlight one', 'Big news']);
  });

  it('names the carousel, its slides and its controls in Thai', async () => {
    server.use(reply('get', '/api/home', { banners, highlights }));
    const { container } = open();
    const carousel = await screen.findByRole('region', { name: 'แคมเปญแนะนำ' });
    // Screen readers say what the region and each group is: in Thai too.
    expect(carousel.getAttribute('aria-roledescription')).toBe('ภาพสไลด์');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-roledescription'))).toEqual(['สไลด์', 'สไลด์']);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 จาก 2', '2 จาก 2']);
    await userEvent.click(screen.getByRole('button', { name: 'สไลด์ถัดไป' }));
    expect(
      screen.getByRole('button', { name: 'ไปที่สไลด์ 2 จาก 2' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'สไลด์ก่อนหน้า' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ไฮไลต์' })).toBeTruthy();
    expectAllThai(container, ['Nok', 'Banner five', 'Banner nine', 'Highlight one', 'Big news']);
  });

  it('says what is loading, and that there is nothing new, in Thai', async () => {
    server.use(reply('get', '/api/home', { banners: [], highlights: [] }));
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดแคมเปญ…' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'กำลังโหลดไฮไลต์…' })).toBeTruthy();
    expectAllThai(container, ['Nok']);
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีอะไรใหม่ในตอนนี้' })).toBeTruthy();
    expect(screen.getByText('แคมเปญและกิจกรรมใหม่จะแสดงที่นี่')).toBeTruthy();
    expectAllThai(container, ['Nok']);
  });

  it('shows a failed feed in Thai with a retry', async () => {
    server.use(replyError('get', '/api/home', 500, 'BOOM', 'Broken'));
    const { container } = open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container, ['Nok']);
  });
});
