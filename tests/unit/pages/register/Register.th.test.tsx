import { act, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { replyOtp } from '../../helpers/otp';
import { collectToasts } from '../../helpers/render';
import { requests, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { sampleUser } from '../profile/fixtures';
import { registeringSomchai, renderRegister, replySignUp } from './fixtures';

vi.mock('../../../../src/liff', () => import('./liff.mock'));

useMockServer();
inThai();
registeringSomchai();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The LINE name, the masked number and the code's reference: data, shown as they are. */
const allowed = ['Somchai', /\d\dx-xxx-\d{4}/, 'ABC123'];

/** Types in every detail but the code, the name in Thai script. */
async function fillDetails(u: ReturnType<typeof userEvent.setup>) {
  await u.type(field('ชื่อ'), 'สมชาย');
  await u.type(field('นามสกุล'), 'ใจดี');
  await u.type(field('อีเมล'), 'somchai@example.com');
  await u.type(field('วันเกิด'), '01/02/1990');
  await u.type(field('เบอร์มือถือ'), '0812341234');
}

/** The words an input's aria-describedby points at (its hint and its error). */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Register in Thai', () => {
  it('asks for everything in Thai', async () => {
    const u = userEvent.setup();
    const { container } = renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'สมัครสมาชิก' })).toBeTruthy();
    for (const name of ['บัญชี LINE ของคุณ', 'ข้อมูลส่วนตัว', 'ยืนยันเบอร์มือถือ', 'ความยินยอม']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    for (const label of ['ชื่อ', 'นามสกุล', 'อีเมล', 'วันเกิด', 'เบอร์มือถือ', 'รหัส OTP']) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว \(จำเป็น\)/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /ข่าวสาร.*\(ไม่บังคับ\)/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ขอรหัส OTP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลงทะเบียน' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeTruthy();
    await u.click(screen.getByText('อ่านนโยบายความเป็นส่วนตัว'));
    expect(screen.getByText(/^เราเก็บรวบรวมชื่อ/).closest('details')?.open).toBe(true);
    expectAllThai(container, allowed);
  });

  it('explains every missing field in Thai, the consent too', async () => {
    const u = userEvent.setup();
    const { container } = renderRegister();
    await u.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(describedBy(field('ชื่อ'))).toContain('กรุณากรอกชื่อ');
    expect(describedBy(field('นามสกุล'))).toContain('กรุณากรอกนามสกุล');
    expect(describedBy(field('อีเมล'))).toContain('กรุณากรอกอีเมล');
    expect(describedBy(field('วันเกิด'))).toContain('กรุณากรอกวันเกิด');
    expect(describedBy(field('เบอร์มือถือ'))).toContain('กรุณากรอกเบอร์มือถือ 10 หลักที่ขึ้นต้นด้วย 0');
    expect(describedBy(field('รหัส OTP'))).toContain('กรุณากรอกรหัส 6 หลัก');
    expect(screen.getByText('กรุณายอมรับนโยบายความเป็นส่วนตัวเพื่อสมัครสมาชิก')).toBeTruthy();
    expect(document.activeElement).toBe(field('ชื่อ'));
    expectAllThai(container, allowed);
  });

  it('says in Thai that a code must be asked for first', async () => {
    const u = userEvent.setup();
    renderRegister();
    await fillDetails(u);
    await u.type(field('รหัส OTP'), '123456');
    await u.click(screen.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
    await u.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(screen.getByText('กรุณากด “ขอรหัส OTP” เพื่อรับรหัสทาง SMS ก่อน')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends the code and counts down to a new one in Thai', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(replyOtp());
    const { container } = renderRegister();
    await u.type(field('เบอร์มือถือ'), '081-234-1234');
    await u.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect(await screen.findByText('ส่งรหัสไปที่ 08x-xxx-1234 แล้ว (รหัสอ้างอิง ABC123)')).toBeTruthy();
    expect(describedBy(field('รหัส OTP'))).toContain('รหัส 6 หลักจาก SMS ที่มีรหัสอ้างอิง ABC123');
    const resend = screen.getByRole('button', { name: 'ขอรหัสใหม่' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('ขอรหัสใหม่ได้ในอีก 60 วินาที')).toBeTruthy();
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('ขอรหัสใหม่ได้ในอีก 59 วินาที')).toBeTruthy();
    expectAllThai(container, allowed);
  });

  it('registers a name in Thai script as typed and welcomes in Thai', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(...replySignUp({ member: { ...sampleUser, firstname: 'สมชาย', lastname: 'ใจดี' } }));
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByText(/ส่งรหัสไปที่/);
    await u.type(field('รหัส OTP'), '654321');
    await u.click(screen.getByRole('checkbox', { name: /นโยบายความเป็นส่วนตัว/ }));
    await u.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/questionnaire');
    const sent = requests.find((r) => r.path === '/api/authorization/register');
    expect(sent?.form).toMatchObject({ firstname: 'สมชาย', lastname: 'ใจดี' });
    expect(toasts.messages).toEqual(['ยินดีต้อนรับค่ะ บัญชีของคุณพร้อมใช้งานแล้ว']);
    toasts.stop();
  });
});
