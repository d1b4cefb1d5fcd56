import type { en } from './text.en';

/** The shell's words in Thai. */
export const th: typeof en = {
  documentTitle: 'สะสมแต้มแลกของรางวัล',
  notFound: 'ไม่พบหน้าที่ต้องการ',
  serverError: 'ระบบขัดข้อง',
  notFoundPath: (path: string) => `ไม่พบหน้าที่ต้องการ: ${path}`,
  notFoundUrl: (url: string) => `ไม่พบหน้าที่ต้องการ: ${url}`,
  tooManyRedirects: 'มีการเปลี่ยนหน้าซ้ำมากเกินไป',
  lineUnreachable: 'ไม่สามารถเชื่อมต่อ LINE ได้ กรุณาลองอีกครั้งค่ะ',
  tryAgain: 'ลองอีกครั้ง',
  backHome: 'กลับหน้าแรก',
};
