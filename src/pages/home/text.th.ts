import type { en } from './text.en';

/** Home's words in Thai. */
export const th: typeof en = {
  greeting: (name: string) => (name ? `สวัสดีค่ะ คุณ${name}` : 'สวัสดีค่ะ'),
  pictureAlt: 'รูปโปรไฟล์ LINE ของคุณ',
  balanceLabel: 'คะแนนของคุณ',
  refreshing: 'กำลังอัปเดต…',
  banners: 'แคมเปญแนะนำ',
  bannersLoading: 'กำลังโหลดแคมเปญ…',
  slideLabel: (n: number, total: number) => `${n} จาก ${total}`,
  prev: 'สไลด์ก่อนหน้า',
  next: 'สไลด์ถัดไป',
  goTo: (n: number, total: number) => `ไปที่สไลด์ ${n} จาก ${total}`,
  shortcuts: 'ทางลัด',
  enterCode: 'กรอกโค้ด',
  rewards: 'ของรางวัล',
  myRewards: 'รางวัลของฉัน',
  activities: 'กิจกรรม',
  campaigns: 'แคมเปญ',
  products: 'สินค้า',
  exclusive: 'พิเศษสำหรับสมาชิก',
  profile: 'โปรไฟล์',
  highlights: 'ไฮไลต์',
  highlightsLoading: 'กำลังโหลดไฮไลต์…',
  noHighlightsTitle: 'ยังไม่มีอะไรใหม่ในตอนนี้',
  noHighlightsBody: 'แคมเปญและกิจกรรมใหม่จะแสดงที่นี่',
};
