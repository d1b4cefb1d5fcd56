import type { en } from './ChunkLoadError.text.en';

/** The words of the page shown when a page's code cannot load (a chunk of its own) in Thai. */
export const th: typeof en = {
  offlineTitle: 'คุณออฟไลน์อยู่',
  offline: 'ต้องเชื่อมต่ออินเทอร์เน็ตเพื่อเปิดหน้านี้ หน้านี้จะเปิดเองเมื่อกลับมาออนไลน์ค่ะ',
  stillOffline: 'ยังไม่มีการเชื่อมต่อ กรุณาตรวจสอบ Wi-Fi หรืออินเทอร์เน็ตมือถือค่ะ',
  failedTitle: 'ไม่สามารถโหลดหน้านี้ได้',
  failed: 'กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้งค่ะ',
  retry: 'ลองใหม่',
};
