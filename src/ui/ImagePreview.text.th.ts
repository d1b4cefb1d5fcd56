import type { en } from './ImagePreview.text.en';

/** The image preview's words (it loads on first use) in Thai. */
export const th: typeof en = {
  imagePreview: 'ดูรูปภาพ',
  imagePreviewOf: (alt: string) => `ดูรูปภาพ: ${alt}`,
  close: 'ปิด',
  zoomOut: 'ย่อ',
  zoomIn: 'ขยาย',
  rotateLeft: 'หมุนซ้าย',
  rotateRight: 'หมุนขวา',
};
