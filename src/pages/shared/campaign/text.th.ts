import type { DetailWords, en } from './text.en';

/** What a campaign's and an activity's detail page say about it (Thai nouns do not change). */
const detailWords = (noun: 'แคมเปญ' | 'กิจกรรม'): DetailWords => ({
  loading: `กำลังโหลด${noun}…`,
  notFoundTitle: `ไม่พบ${noun}`,
  notFoundBody: `${noun}นี้ไม่มีอยู่หรือสิ้นสุดไปแล้วค่ะ`,
  noRewards: `${noun}นี้ไม่มีของรางวัลให้แลกค่ะ`,
  join: `เข้าร่วม${noun}`,
  ended: `${noun}นี้สิ้นสุดแล้วค่ะ`,
  consentIntro: `กรุณาให้ความยินยอมก่อนเข้าร่วม${noun}นี้ค่ะ`,
  consentRequired: `กรุณายินยอมเพื่อเข้าร่วม${noun}ค่ะ`,
});

/** The words of a campaign's or an activity's detail page, its consent step and the members-only
 *  notice, in Thai. */
export const th: typeof en = {
  detail: {
    title: 'แคมเปญ',
    back: 'แคมเปญ',
    ...detailWords('แคมเปญ'),
    dates: (from: string, to: string) => `${from} – ${to}`,
    rewardsTitle: 'ของรางวัล',
    allRewards: 'ดูของรางวัลทั้งหมด',
    joined: 'คุณเข้าร่วมแล้ว กรอกโค้ดเพื่อสะสมคะแนนได้เลยค่ะ',
    enterCode: 'กรอกโค้ด',
    startsOn: (date: string) => `เริ่มวันที่ ${date}`,
  },
  activityDetail: detailWords('กิจกรรม'),
  consent: {
    title: 'ก่อนเข้าร่วม',
    consent1:
      'ฉันยินยอมให้ใช้ข้อมูลของฉันและการเข้าร่วมแคมเปญและกิจกรรม เพื่อการจัดแคมเปญและกิจกรรม และการมอบของรางวัล (จำเป็น)',
    consent2: 'ส่งข่าวสารและข้อเสนอเกี่ยวกับแคมเปญและกิจกรรมให้ฉัน (ไม่บังคับ)',
    save: 'ยินยอมและเข้าร่วม',
    saving: 'กำลังบันทึก…',
    cancel: 'ยกเลิก',
  },
  membersOnly: {
    title: 'สำหรับสมาชิกเท่านั้น',
    body: 'ลงทะเบียนเป็นสมาชิกเพื่อดูแคมเปญและเนื้อหาพิเศษค่ะ',
    register: 'ลงทะเบียนเลย',
  },
  invalidId: 'ลิงก์นี้ไม่ได้ระบุว่าจะให้แสดงรายการใดค่ะ',
};
