import type { en } from './ListSkeleton.text.en';

/** The list placeholder's words (it comes with the pages that show it) in Thai. */
export const th: typeof en = {
  loading: 'กำลังโหลด…',
};
