import type { en } from './text.en';

/** The products page's words in Thai. */
export const th: typeof en = {
  title: 'สินค้า',
  back: 'หน้าแรก',
  loading: 'กำลังโหลดสินค้า…',
  emptyTitle: 'ยังไม่มีสินค้า',
  emptyBody: 'สินค้าที่ซื้อแล้วได้รับคะแนนจะแสดงที่นี่ค่ะ',
  earns: (pts: string) => `ซื้อ 1 ครั้ง รับ ${pts}`,
  zoom: (name: string) => `ดูรูป ${name} ขนาดใหญ่`,
};
