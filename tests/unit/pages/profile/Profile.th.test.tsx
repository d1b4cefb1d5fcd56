import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { sampleUser } from './fixtures';
import { addToHomeScreen, liff } from './liff.mock';
import { onProfile, pointHistory, renderProfile } from './Profile.fixtures';

vi.mock('../../../../src/liff', () => import('./liff.mock'));

useMockServer();
inThai();
onProfile({
  ...sampleUser,
  marketingConsent: true,
  campaignConsent1: true,
  campaignConsent2: false,
});
beforeEach(() => {
  questionnaireStatus.value = { completed: false, skipped: true };
  liff.isApiAvailable.mockReturnValue(true);
});

/** The member's data and the programme's content: shown as they are. English, the language
 *  choice's name in itself, is there in Thai too. */
const allowed = ['Somchai Jaidee', 'Coffee voucher', 'Code from a can', 'English'];

describe('Profile in Thai', () => {
  it('names the page, its links, consents and history in Thai', async () => {
    server.use(reply('get', '/api/user/history/point', pointHistory));
    const { container } = renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'โปรไฟล์ของฉัน' })).toBeTruthy();
    expect(screen.getByText('1,250 คะแนน')).toBeTruthy();
    for (const name of [
      'แก้ไขข้อมูลส่วนตัว',
      'ประวัติการกรอกโค้ด',
      'ประวัติการแลกของรางวัล',
      'ตอบแบบสอบถาม',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'เพิ่มไปยังหน้าจอหลัก' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ภาษา' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'ภาษาไทย' }) as HTMLInputElement).checked).toBe(true);
    const personal = screen.getByRole('switch', { name: 'การใช้ข้อมูลส่วนบุคคลของฉัน' });
    expect(personal.textContent).toContain('เปิด');
    expect(screen.getByRole('switch', { name: 'ข่าวสาร ข้อเสนอ และแคมเปญ' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'การเข้าร่วมแคมเปญ' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'ข่าวสารและข้อเสนอจากแคมเปญ' }).textContent).toContain(
      'ปิด',
    );
    const list = await screen.findByRole('list', { name: 'ประวัติคะแนน' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('−300 คะแนน');
    expect(rows[0]?.textContent).toContain('11/20/26');
    expect(rows[1]?.textContent).toContain('+50 คะแนน');
    expectAllThai(container, allowed);
  });

  it('says so in Thai when there are no points yet, and while loading', async () => {
    server.use(reply('get', '/api/user/history/point', []));
    const { container } = renderProfile();
    expect(screen.getByRole('status', { name: 'กำลังโหลดประวัติ…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีคะแนน' })).toBeTruthy();
    expectAllThai(container, allowed);
  });

  it('asks in Thai before withdrawing consent and thanks in Thai', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/user/history/point', []),
      reply('put', '/api/user/consent', { ...sampleUser, personalInfoConsent: false }),
    );
    renderProfile();
    await u.click(screen.getByRole('switch', { name: 'การใช้ข้อมูลส่วนบุคคลของฉัน' }));
    const dialog = screen.getByRole('dialog', { name: 'ต้องการถอนความยินยอมใช่ไหมคะ' });
    expect(within(dialog).getByRole('button', { name: 'คงความยินยอมไว้' })).toBeTruthy();
    expectAllThai(dialog);
    await u.click(within(dialog).getByRole('button', { name: 'ถอนความยินยอม' }));
    await waitFor(() => expect(toasts.messages).toEqual(['ถอนความยินยอมของคุณแล้วค่ะ']));
    toasts.stop();
  });

  it('shows a failed history call in Thai, with a Thai retry', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/user/history/point', 404, 'NOT_FOUND', 'No history here'));
    const { container } = renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ไม่พบข้อมูลที่ต้องการค่ะ');
    expect(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expect(toasts.messages).toEqual(['ไม่พบข้อมูลที่ต้องการค่ะ']);
    expectAllThai(container, allowed);
    toasts.stop();
  });

  it('toasts a failed home-screen shortcut in Thai, not in LIFF’s English', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    addToHomeScreen.mockRejectedValueOnce(new Error('Invalid LIFF ID.'));
    server.use(reply('get', '/api/user/history/point', []));
    renderProfile();
    await u.click(screen.getByRole('button', { name: 'เพิ่มไปยังหน้าจอหลัก' }));
    await waitFor(() =>
      expect(toasts.messages).toEqual(['เพิ่มทางลัดไปยังหน้าจอหลักไม่สำเร็จ กรุณาลองอีกครั้งค่ะ']),
    );
    toasts.stop();
  });
});
