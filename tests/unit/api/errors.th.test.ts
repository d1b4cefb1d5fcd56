import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { toApiError } from '../../../src/api/errors';
import { codes } from '../../../src/api/errorWords.th';
import { inThai } from '../helpers/thai';

inThai();

const answer = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message, ...extra },
});

describe('a failed call in Thai', () => {
  it('says what the server’s code means in the app’s own Thai, never the server’s English', () => {
    const error = toApiError(409, answer('OUT_OF_STOCK', 'Sorry, this reward is out of stock.'));
    expect(error.message).toBe('ขออภัย ของรางวัลนี้หมดแล้วค่ะ');
    expect([error.status, error.code]).toEqual([409, 'OUT_OF_STOCK']);
  });

  it('names the field of a validation answer in Thai', () => {
    const error = toApiError(
      400,
      answer('VALIDATION', 'Enter a valid email address.', { field: 'email' }),
    );
    expect([error.message, error.field]).toEqual(['กรุณากรอกอีเมลให้ถูกต้อง', 'email']);
  });

  it('says a control character must go, at whichever field the server names, not the field’s usual words', () => {
    for (const field of ['firstname', 'email', 'lineDisplayName']) {
      const error = toApiError(400, answer('VALIDATION', MESSAGES.controlCharacter, { field }));
      expect([error.message, error.field]).toEqual([
        'กรุณาลบอักขระพิเศษที่พิมพ์ไม่ได้ (อักขระควบคุม) ออกจากช่องนี้ค่ะ',
        field,
      ]);
    }
  });

  it('adds the wait the server asked for to a 429', () => {
    const error = toApiError(
      429,
      answer('OTP_COOLDOWN', 'Please wait 42 seconds.', { retryAfter: 42 }),
    );
    expect(error.message).toBe('กรุณารอสักครู่ก่อนขอรหัสใหม่ค่ะ ลองใหม่ได้ในอีก 42 วินาทีค่ะ');
  });

  it('falls back to Thai words by status for a code it does not know, or no answer at all', () => {
    expect(toApiError(403, answer('SOMETHING_ELSE', 'Forbidden by policy.')).message).toBe(
      'คุณไม่มีสิทธิ์ทำรายการนี้ค่ะ',
    );
    expect(toApiError(0, undefined).message).toBe('ไม่มีการเชื่อมต่ออินเทอร์เน็ต กรุณาตรวจสอบแล้วลองอีกครั้งค่ะ');
    expect(toApiError(418, 'teapot').message).toBe('เกิดข้อผิดพลาด (418) กรุณาลองอีกครั้งค่ะ');
  });

  it('asks to try again when the service is briefly unavailable (503)', () => {
    const error = toApiError(
      503,
      answer('UNAVAILABLE', 'We are busy for a moment. Please try again.', { retryAfter: 2 }),
      '2',
    );
    expect(error.message).toBe('ระบบไม่ว่างชั่วคราว กรุณาลองอีกครั้งในอีกสักครู่ค่ะ');
  });

  it('has Thai words for every code, none of them English', () => {
    for (const [code, words] of Object.entries(codes)) {
      expect(words, code).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
