import type { en } from './text.en';

/** The campaign list's, the exclusive page's and the content pages' words in Thai. */
export const th: typeof en = {
  campaigns: {
    title: 'แคมเปญ',
    back: 'หน้าแรก',
    emptyTitle: 'ยังไม่มีแคมเปญในตอนนี้',
    emptyBody: 'แคมเปญใหม่จะแสดงที่นี่ แวะมาดูอีกครั้งเร็ว ๆ นี้นะคะ',
    loading: 'กำลังโหลดแคมเปญ…',
  },
  exclusive: {
    title: 'พิเศษสำหรับสมาชิก',
    back: 'หน้าแรก',
    emptyTitle: 'ยังไม่มีเนื้อหาพิเศษ',
    emptyBody: 'แคมเปญสำหรับสมาชิกเท่านั้นจะแสดงที่นี่ค่ะ',
    loading: 'กำลังโหลดเนื้อหาพิเศษ…',
  },
  content: {
    title: 'เนื้อหา',
    back: 'หน้าแรก',
    loading: 'กำลังโหลด…',
    notFoundTitle: 'ไม่พบเนื้อหา',
    notFoundBody: 'หน้านี้ไม่มีอยู่หรือถูกลบไปแล้วค่ะ',
    home: 'กลับหน้าแรก',
  },
  reads: 'เกร็ดความรู้และเรื่องราว',
  exclusiveReads: 'บทความสำหรับสมาชิก',
};
