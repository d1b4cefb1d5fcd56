import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { replyOtp } from '../../helpers/otp';
import { collectToasts } from '../../helpers/render';
import {
  reply,
  replyError,
  requests,
  server,
  smsUnavailable,
  useMockServer,
} from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { sampleUser } from './fixtures';
import { editingSampleUser, NEW_TEL, NEW_TEL_MASKED, open } from './ProfileUpdate.fixtures';

useMockServer();
inThai();
editingSampleUser();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The member's own data, shown as it is. */
const allowed = ['Somchai', 'Jaidee', 'somchai@example.com'];

/** The words an input's aria-describedby points at (its hint and its error). */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function typeNewNumber(u: ReturnType<typeof userEvent.setup>) {
  await u.clear(field('เบอร์มือถือ'));
  await u.type(field('เบอร์มือถือ'), NEW_TEL);
}

describe('ProfileUpdate in Thai', () => {
  it('labels every field and button in Thai; the birth date stays mm/dd/yy', () => {
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลส่วนตัว' })).toBeTruthy();
    expect(field('ชื่อ').value).toBe('Somchai');
    expect(field('นามสกุล').value).toBe('Jaidee');
    expect(field('เบอร์มือถือ').value).toBe('0812341234');
    expect(field('อีเมล').value).toBe('somchai@example.com');
    expect(field('วันเกิด').value).toBe('01/02/90');
    expect(screen.getByRole('button', { name: 'เลือกวันเกิดจากปฏิทิน' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ยกเลิก' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /โปรไฟล์/ }).getAttribute('href')).toBe('/profile');
    expectAllThai(container, allowed);
  });

  it('explains what is wrong in Thai, at each field', async () => {
    const u = userEvent.setup();
    const { container } = open();
    await u.clear(field('ชื่อ'));
    await u.clear(field('เบอร์มือถือ'));
    await u.type(field('เบอร์มือถือ'), '1812341234');
    await u.clear(field('อีเมล'));
    await u.type(field('อีเมล'), 'a@b');
    await u.clear(field('วันเกิด'));
    await u.type(field('วันเกิด'), `01/01/${new Date().getFullYear() + 1}`);
    await u.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByText('กรุณากรอกชื่อ')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกเบอร์มือถือ 10 หลักที่ขึ้นต้นด้วย 0')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com')).toBeTruthy();
    expect(screen.getByText('วันเกิดต้องเป็นวันที่ผ่านมาแล้ว')).toBeTruthy();
    expect(document.activeElement).toBe(field('ชื่อ'));
    expect(requests).toHaveLength(0);
    expectAllThai(container, [...allowed, 'a@b', 'name@example.com']);
  });

  it('saves a name in Thai script as typed and thanks in Thai', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(reply('put', '/api/user', { ...sampleUser, firstname: 'สมชาย', lastname: 'ใจดี' }));
    open();
    await u.clear(field('ชื่อ'));
    await u.type(field('ชื่อ'), 'สมชาย');
    await u.clear(field('นามสกุล'));
    await u.type(field('นามสกุล'), 'ใจดี');
    await u.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(requests[0]?.form).toMatchObject({ firstname: 'สมชาย', lastname: 'ใจดี' });
    expect(toasts.messages).toEqual(['บันทึกข้อมูลของคุณแล้วค่ะ']);
    toasts.stop();
  });

  it('puts a taken number on the number field in Thai', async () => {
    const u = userEvent.setup();
    server.use(replyError('put', '/api/user', 409, 'TEL_TAKEN', 'Another member uses this number'));
    open();
    await u.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('หมายเลขโทรศัพท์นี้มีสมาชิกท่านอื่นใช้แล้วค่ะ')).toBeTruthy();
    expect(field('เบอร์มือถือ').getAttribute('aria-invalid')).toBe('true');
  });

  it('names the calendar’s controls in Thai; its months and days stay English (SPEC §9)', async () => {
    const u = userEvent.setup();
    open();
    await u.click(screen.getByRole('button', { name: 'เลือกวันเกิดจากปฏิทิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'เลือกวันที่: วันเกิด' });
    expect(within(dialog).getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'เดือนถัดไป' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'ปี' })).toBeTruthy();
    const month = within(dialog).getByRole('combobox', { name: 'เดือน' }) as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('January');
    // Sunday first, as in English.
    expect(within(dialog).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('Sunday');
    await u.click(within(dialog).getByRole('button', { name: 'Wednesday, January 10, 1990' }));
    expect(field('วันเกิด').value).toBe('01/10/90');
    await u.click(screen.getByRole('button', { name: 'เลือกวันเกิดจากปฏิทิน' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks in Thai for a code sent to a new number', async () => {
    const u = userEvent.setup();
    server.use(replyOtp('NEW123'));
    const { container } = open();
    await typeNewNumber(u);
    expect(
      screen.getByText('หากต้องการเปลี่ยนเบอร์ เราจะส่งรหัสทาง SMS ไปยังเบอร์ใหม่ของคุณค่ะ'),
    ).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(
      await screen.findByText(`ส่งรหัสไปที่ ${NEW_TEL_MASKED} แล้ว (รหัสอ้างอิง NEW123)`),
    ).toBeTruthy();
    expect(describedBy(field('รหัส OTP'))).toContain('รหัส 6 หลักจาก SMS ที่มีรหัสอ้างอิง NEW123');
    expect(screen.getByText('ขอรหัสใหม่ได้ในอีก 60 วินาที')).toBeTruthy();
    expectAllThai(container, [...allowed, NEW_TEL_MASKED, 'NEW123']);
  });

  it('says in Thai at the code field that a new number needs its code, before and from the server', async () => {
    const u = userEvent.setup();
    server.use(
      replyOtp('NEW123'),
      replyError(
        'put',
        '/api/user',
        422,
        'OTP_REQUIRED',
        'Send a code to your new number and enter it here.',
        { field: 'otpCode' },
      ),
    );
    open();
    await typeNewNumber(u);
    await u.type(field('รหัส OTP'), '123456');
    await u.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(describedBy(field('รหัส OTP'))).toContain('กรุณากด “ขอรหัส OTP” เพื่อรับรหัสทาง SMS ก่อน');
    expect(requests).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByText(/ส่งรหัสไปที่/);
    await u.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(describedBy(field('รหัส OTP'))).toContain('กรุณาขอรหัสยืนยันไปยังหมายเลขใหม่ แล้วกรอกรหัสที่นี่ค่ะ'),
    );
    expect(document.activeElement).toBe(field('รหัส OTP'));
  });

  it('says in Thai that the SMS could not be sent, keeping the new number', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(smsUnavailable());
    open();
    await typeNewNumber(u);
    await u.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await waitFor(() => expect(toasts.messages).toEqual(['ส่ง SMS ไม่สำเร็จ กรุณาลองอีกครั้งค่ะ']));
    expect(field('เบอร์มือถือ').value).toBe(NEW_TEL);
    toasts.stop();
  });

  it('says in Thai at the field that a character the server refused must go, not that the field is empty', async () => {
    const u = userEvent.setup();
    server.use(
      replyError('put', '/api/user', 400, 'VALIDATION', MESSAGES.controlCharacter, {
        field: 'firstname',
      }),
    );
    open();
    await u.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() =>
      expect(describedBy(field('ชื่อ'))).toContain(
        'กรุณาลบอักขระพิเศษที่พิมพ์ไม่ได้ (อักขระควบคุม) ออกจากช่องนี้ค่ะ',
      ),
    );
    expect(describedBy(field('ชื่อ'))).not.toContain('กรุณากรอกชื่อ');
    expect(field('ชื่อ').value).toBe('Somchai');
  });
});
