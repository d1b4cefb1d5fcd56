import type { en } from './text.en';

/** The shared components' words in Thai. */
export const th: typeof en = {
  points: (n: string, _one: boolean) => `${n} คะแนน`,
  version: (version: string) => `เวอร์ชัน ${version}`,
  campaignStatus: { comingSoon: 'เร็ว ๆ นี้', active: 'กำลังดำเนินอยู่', ended: 'สิ้นสุดแล้ว' },
  errorTitle: 'เกิดข้อผิดพลาด',
  tryAgain: 'ลองอีกครั้ง',
  somethingWrong: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งค่ะ',
  somethingWrongShort: 'เกิดข้อผิดพลาดค่ะ',
};
