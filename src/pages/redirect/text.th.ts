import type { en } from './text.en';

/** The deep-link page's words in Thai. */
export const th: typeof en = {
  opening: 'กำลังเปิด…',
};
