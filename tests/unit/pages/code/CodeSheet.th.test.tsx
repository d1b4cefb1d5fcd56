import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { openSheet, replyTooManyTries, success } from './fixtures';

useMockServer();
inThai();
asMember({ points: 500 });

const codeBox = () => screen.getByRole('textbox', { name: 'โค้ด' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /รับคะแนน|กำลังตรวจสอบ/ });

describe('CodeSheet in Thai', () => {
  it('names the sheet, the field, its hint and the button in Thai', () => {
    openSheet();
    const sheet = screen.getByRole('dialog', { name: 'กรอกโค้ด' });
    expect(document.activeElement).toBe(codeBox());
    expect(screen.getByText('ดูโค้ดได้ที่ใบเสร็จหรือบนบรรจุภัณฑ์ พิมพ์ตัวพิมพ์เล็กหรือใหญ่ก็ได้ค่ะ')).toBeTruthy();
    expect(submit().textContent).toBe('รับคะแนน');
    expectAllThai(sheet);
  });

  it('asks for a code in Thai when the box is empty', async () => {
    openSheet();
    await userEvent.click(submit());
    expect(screen.getByText('กรุณากรอกโค้ด')).toBeTruthy();
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the points added and the new balance in Thai', async () => {
    server.use(reply('post', '/api/codes', success));
    openSheet();
    await userEvent.type(codeBox(), 'abc{Enter}');
    const result = await screen.findByRole('dialog', { name: 'ได้รับคะแนนแล้ว' });
    expect(screen.getByText('+50 คะแนน')).toBeTruthy();
    expect(screen.getByText('คะแนนคงเหลือของคุณตอนนี้ 550 คะแนน')).toBeTruthy();
    expect(screen.getByText('จากแคมเปญ: Summer Splash')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เสร็จสิ้น' })).toBeTruthy();
    // The campaign's title is content: it stays as the programme wrote it.
    expectAllThai(result, ['Summer Splash']);
    await userEvent.click(screen.getByRole('button', { name: 'กรอกโค้ดอื่น' }));
    expect(codeBox().value).toBe('');
  });

  it.each([
    [404, 'CODE_UNKNOWN', 'ไม่พบโค้ดนี้ กรุณาตรวจสอบแล้วลองอีกครั้งค่ะ'],
    [409, 'CODE_USED', 'โค้ดนี้ถูกใช้ไปแล้วค่ะ'],
    [422, 'CODE_EXPIRED', 'โค้ดนี้หมดอายุแล้วค่ะ'],
    [422, 'CODE_NOT_STARTED', 'โค้ดนี้ยังใช้ไม่ได้ กรุณาลองอีกครั้งเมื่อโปรโมชันเริ่มค่ะ'],
    // An unknown code: the app's words for the status, never the server's English.
    [422, 'SOMETHING_ELSE', 'เกิดข้อผิดพลาด (422) กรุณาลองอีกครั้งค่ะ'],
  ])('explains %s %s in Thai at the field', async (status, code, message) => {
    server.use(replyError('post', '/api/codes', status, code, 'Server explains it'));
    openSheet();
    await userEvent.type(codeBox(), 'wrong1{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expectAllThai(screen.getByRole('dialog', { name: 'กรอกโค้ด' }));
  });

  it('toasts a server failure in Thai', async () => {
    const toasts = collectToasts();
    server.use(replyError('post', '/api/codes', 503, 'DOWN', 'Try later'));
    openSheet();
    await userEvent.type(codeBox(), 'abc{Enter}');
    await waitFor(() => expect(toasts.messages).toEqual(['เกิดข้อผิดพลาด (503) กรุณาลองอีกครั้งค่ะ']));
    toasts.stop();
  });

  it('counts down in Thai after too many tries, then says the customer may try again', async () => {
    server.use(replyTooManyTries());
    openSheet();
    await userEvent.type(codeBox(), 'abc{Enter}');
    expect(await screen.findByText(/^กรอกโค้ดผิดหลายครั้งเกินไป ลองใหม่ได้ในอีก 0:0[12] ค่ะ$/)).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false), {
      timeout: 3500,
    });
    expect(screen.getByText('กรอกโค้ดผิดหลายครั้งเกินไป ตอนนี้ลองใหม่ได้แล้วค่ะ')).toBeTruthy();
    expectAllThai(screen.getByRole('dialog', { name: 'กรอกโค้ด' }));
  });
});
