import { MESSAGES } from '../../contract/messages';
import type { ErrorCode } from '../../contract/wire';

// The app's own words, in Thai, for what the server's error codes mean: a Thai customer never reads
// the server's English. English customers read the server's own message (what it has always
// shown), so there is no English file beside this one: the server's messages are its counterpart.

export const codes: Record<ErrorCode, string> = {
  VALIDATION: 'กรุณาตรวจสอบข้อมูลที่กรอกแล้วลองอีกครั้งค่ะ',
  UNAUTHORIZED: 'กรุณาเข้าสู่ระบบอีกครั้งค่ะ',
  INVALID_ID_TOKEN: 'การเข้าสู่ระบบด้วย LINE หมดอายุแล้ว กรุณาเปิดแอปใหม่อีกครั้งค่ะ',
  UNKNOWN_USER: 'ยังไม่มีบัญชีสำหรับผู้ใช้ LINE นี้ค่ะ',
  NOT_REGISTERED: 'กรุณาลงทะเบียนให้เสร็จก่อนค่ะ',
  ALREADY_REGISTERED: 'คุณลงทะเบียนไว้แล้ว กรุณาเปิดแอปใหม่อีกครั้งค่ะ',
  MEMBERS_ONLY: 'สำหรับสมาชิกที่ลงทะเบียนแล้วเท่านั้น กรุณาลงทะเบียนก่อนค่ะ',
  TEL_TAKEN: 'หมายเลขโทรศัพท์นี้มีสมาชิกท่านอื่นใช้แล้วค่ะ',
  OTP_COOLDOWN: 'กรุณารอสักครู่ก่อนขอรหัสใหม่ค่ะ',
  TOO_MANY_OTP_REQUESTS: 'ขอรหัสบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้งค่ะ',
  SMS_UNAVAILABLE: 'ส่ง SMS ไม่สำเร็จ กรุณาลองอีกครั้งค่ะ',
  OTP_REQUIRED: 'กรุณาขอรหัสยืนยันไปยังหมายเลขใหม่ แล้วกรอกรหัสที่นี่ค่ะ',
  OTP_INVALID: 'รหัสไม่ถูกต้อง กรุณาตรวจสอบ SMS แล้วลองอีกครั้งค่ะ',
  OTP_EXPIRED: 'รหัสนี้ใช้ไม่ได้แล้ว กรุณากรอกรหัสจาก SMS ล่าสุด หรือขอรหัสใหม่ค่ะ',
  OTP_LOCKED: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่ค่ะ',
  CODE_UNKNOWN: 'โค้ดนี้ไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้งค่ะ',
  CODE_USED: 'คุณใช้โค้ดนี้ไปแล้วค่ะ',
  CODE_NOT_STARTED: 'โค้ดนี้ยังใช้ไม่ได้ในตอนนี้ค่ะ',
  CODE_EXPIRED: 'โค้ดนี้หมดอายุแล้วค่ะ',
  TOO_MANY_TRIES: 'กรอกโค้ดผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองอีกครั้งค่ะ',
  TOO_MANY_SIGN_INS: 'เข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองอีกครั้งค่ะ',
  REWARD_NOT_ACTIVE: 'ของรางวัลนี้ยังแลกไม่ได้ในตอนนี้ค่ะ',
  OUT_OF_STOCK: 'ขออภัย ของรางวัลนี้หมดแล้วค่ะ',
  LIMIT_REACHED: 'คุณแลกของรางวัลนี้ครบตามสิทธิ์แล้วค่ะ',
  NOT_ENOUGH_POINTS: 'คะแนนของคุณไม่พอสำหรับของรางวัลนี้ค่ะ',
  ALREADY_USED: 'ของรางวัลนี้ถูกใช้ไปแล้วค่ะ',
  REWARD_EXPIRED: 'ของรางวัลนี้หมดอายุแล้วค่ะ',
  ALREADY_COMPLETED: 'คุณตอบแบบสอบถามไปแล้วค่ะ',
  LINE_UNAVAILABLE: 'ไม่สามารถเชื่อมต่อ LINE ได้ กรุณาลองอีกครั้งค่ะ',
  NOT_FOUND: 'ไม่พบข้อมูลที่ต้องการค่ะ',
  TOO_LARGE: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไปค่ะ',
  INTERNAL: 'ระบบขัดข้อง กรุณาลองอีกครั้งค่ะ',
  UNAVAILABLE: 'ระบบไม่ว่างชั่วคราว กรุณาลองอีกครั้งในอีกสักครู่ค่ะ',
  TOO_MANY_LOGS: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่ค่ะ',
  IDEMPOTENCY_KEY_REUSED: 'รายการนี้ถูกใช้กับของรางวัลอื่นไปแล้ว กรุณาลองแลกใหม่อีกครั้งค่ะ',
};

/** A 400 VALIDATION answer about one field (contract/messages.ts has the server's English). */
export const fields: Record<string, string> = {
  firstname: 'กรุณากรอกชื่อ (ไม่เกิน 100 ตัวอักษร)',
  lastname: 'กรุณากรอกนามสกุล (ไม่เกิน 100 ตัวอักษร)',
  tel: 'กรุณากรอกหมายเลขโทรศัพท์มือถือ 10 หลักที่ขึ้นต้นด้วย 0 เช่น 0812345678',
  email: 'กรุณากรอกอีเมลให้ถูกต้อง',
  birthDate: 'กรุณากรอกวันเกิดให้ถูกต้อง เป็นวันที่ผ่านมาแล้วและไม่ก่อนปี 1900',
  consent1: 'กรุณายอมรับข้อกำหนดและการใช้ข้อมูลส่วนบุคคลเพื่อดำเนินการต่อค่ะ',
  consent2: 'กรุณาเลือก ใช่ หรือ ไม่ใช่',
  otpCode: 'กรุณากรอกรหัส 6 หลักจาก SMS',
  otpRefCode: 'กรุณาขอรหัสก่อน แล้วจึงกรอกที่นี่',
  code: 'กรุณากรอกโค้ด',
};

/** A 400 VALIDATION answer that says more than the field's words above, by the server's message:
 *  a control character (NUL and the like) is refused in any text field. */
export const messages: Record<string, string> = {
  [MESSAGES.controlCharacter]: 'กรุณาลบอักขระพิเศษที่พิมพ์ไม่ได้ (อักขระควบคุม) ออกจากช่องนี้ค่ะ',
};

/** Added to a 429's words when the server said how long to wait. */
export const wait = (seconds: number) => `ลองใหม่ได้ในอีก ${seconds} วินาทีค่ะ`;
