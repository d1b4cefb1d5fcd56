import type { en } from './Modal.text.en';

/** The dialog's words (it comes with the pages that open one) in Thai. */
export const th: typeof en = {
  close: 'ปิด',
};
