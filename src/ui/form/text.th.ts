import type { en } from './text.en';

/** The form kit's words in Thai. The calendar's month and day names stay English (SPEC §9). */
export const th: typeof en = {
  calendarLabel: (label: string) => `เลือกวันที่: ${label}`,
  openCalendar: (label: string) => `เลือก${label}จากปฏิทิน`,
  previousMonth: 'เดือนก่อนหน้า',
  nextMonth: 'เดือนถัดไป',
  month: 'เดือน',
  year: 'ปี',
  close: 'ปิด',
  dateHint: 'ดด/วว/ปป (เดือน/วัน/ปี ค.ศ.)',
  datePlaceholder: 'ดด/วว/ปป',
  on: 'เปิด',
  off: 'ปิด',
  otpLabel: 'รหัส OTP',
};
