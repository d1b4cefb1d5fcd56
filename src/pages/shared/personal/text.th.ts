import type { en } from './text.en';

/** The personal fields' words in Thai. */
export const th: typeof en = {
  firstname: 'ชื่อ',
  lastname: 'นามสกุล',
  tel: 'เบอร์มือถือ',
  telHint: '10 หลัก ขึ้นต้นด้วย 0',
  email: 'อีเมล',
  birthDate: 'วันเกิด',

  firstnameRequired: 'กรุณากรอกชื่อ',
  lastnameRequired: 'กรุณากรอกนามสกุล',
  nameTooLong: 'กรอกได้ไม่เกิน 100 ตัวอักษร',
  telInvalid: 'กรุณากรอกเบอร์มือถือ 10 หลักที่ขึ้นต้นด้วย 0',
  emailRequired: 'กรุณากรอกอีเมล',
  emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com',
  emailTooLong: 'กรอกได้ไม่เกิน 254 ตัวอักษร',
  birthDateRequired: 'กรุณากรอกวันเกิด',
  birthDateInvalid: 'กรุณากรอกวันที่ให้ถูกต้องในรูปแบบ ดด/วว/ปป (เดือน/วัน/ปี ค.ศ.)',
  birthDateFuture: 'วันเกิดต้องเป็นวันที่ผ่านมาแล้ว',
  birthDateTooEarly: 'กรุณากรอกวันที่ตั้งแต่ปี 1900 เป็นต้นไป',
  otpInvalid: 'กรุณากรอกรหัส 6 หลัก',

  sendCode: 'ขอรหัส OTP',
  sendingCode: 'กำลังส่ง…',
  resendCode: 'ขอรหัสใหม่',
  resendIn: (s: number) => `ขอรหัสใหม่ได้ในอีก ${s} วินาที`,
  codeSent: (maskedTel: string, ref: string) => `ส่งรหัสไปที่ ${maskedTel} แล้ว (รหัสอ้างอิง ${ref})`,
  otpHint: (ref: string) => `รหัส 6 หลักจาก SMS ที่มีรหัสอ้างอิง ${ref}`,
  codeNeeded: 'กรุณากด “ขอรหัส OTP” เพื่อรับรหัสทาง SMS ก่อน',
  codeForOtherNumber: 'รหัสนี้ส่งไปยังเบอร์อื่น กรุณาขอรหัสใหม่',
};
