import type { en } from './text.en';

/** The activity pages' words in Thai. */
export const th: typeof en = {
  list: {
    title: 'กิจกรรม',
    back: 'หน้าแรก',
    loading: 'กำลังโหลดกิจกรรม…',
    emptyTitle: 'ยังไม่มีกิจกรรมในตอนนี้',
    emptyBody: 'กิจกรรมใหม่จะแสดงที่นี่ แวะมาดูอีกครั้งเร็ว ๆ นี้นะคะ',
  },
  detail: {
    title: 'กิจกรรม',
    back: 'กิจกรรม',
    countdownLink: 'ดูเวลานับถอยหลัง',
  },
  comingSoon: {
    title: 'เร็ว ๆ นี้',
    back: 'กิจกรรม',
    loading: 'กำลังโหลดกิจกรรม…',
    startsOn: (date: string) => `เริ่มวันที่ ${date}`,
    countdownLabel: 'เวลาที่เหลือก่อนเริ่ม',
    units: { days: 'วัน', hours: 'ชั่วโมง', minutes: 'นาที', seconds: 'วินาที' },
    summary: (d: number, h: number, m: number) => `จะเริ่มในอีก ${d} วัน ${h} ชั่วโมง ${m} นาที`,
    started: 'กิจกรรมเริ่มแล้ว!',
    open: 'ไปที่กิจกรรม',
  },
};
