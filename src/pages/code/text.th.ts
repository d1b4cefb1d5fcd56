import type { en } from './text.en';

/** The code entry sheet's words in Thai. */
export const th: typeof en = {
  title: 'กรอกโค้ด',
  label: 'โค้ด',
  hint: 'ดูโค้ดได้ที่ใบเสร็จหรือบนบรรจุภัณฑ์ พิมพ์ตัวพิมพ์เล็กหรือใหญ่ก็ได้ค่ะ',
  submit: 'รับคะแนน',
  submitting: 'กำลังตรวจสอบ…',
  required: 'กรุณากรอกโค้ด',
  tooLong: 'โค้ดยาวเกินไป กรุณาตรวจสอบแล้วลองอีกครั้งค่ะ',
  unknown: 'ไม่พบโค้ดนี้ กรุณาตรวจสอบแล้วลองอีกครั้งค่ะ',
  used: 'โค้ดนี้ถูกใช้ไปแล้วค่ะ',
  expired: 'โค้ดนี้หมดอายุแล้วค่ะ',
  notStarted: 'โค้ดนี้ยังใช้ไม่ได้ กรุณาลองอีกครั้งเมื่อโปรโมชันเริ่มค่ะ',
  tooManyTries: (wait: string) => `กรอกโค้ดผิดหลายครั้งเกินไป ลองใหม่ได้ในอีก ${wait} ค่ะ`,
  tooManyTriesNow: 'กรอกโค้ดผิดหลายครั้งเกินไป ตอนนี้ลองใหม่ได้แล้วค่ะ',
  successTitle: 'ได้รับคะแนนแล้ว',
  pointsAdded: (pts: string) => `+${pts}`,
  newBalance: (pts: string) => `คะแนนคงเหลือของคุณตอนนี้ ${pts}`,
  forCampaign: (title: string) => `จากแคมเปญ: ${title}`,
  another: 'กรอกโค้ดอื่น',
  done: 'เสร็จสิ้น',
};
