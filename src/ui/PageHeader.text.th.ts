import type { en } from './PageHeader.text.en';

/** The page header's words (it comes with the pages that show it) in Thai. */
export const th: typeof en = {
  back: 'ย้อนกลับ',
};
