import type { en } from './Toaster.text.en';

/** The toasts' words (the Toaster loads on first use) in Thai. */
export const th: typeof en = {
  notifications: 'การแจ้งเตือน',
  dismiss: 'ปิดการแจ้งเตือน',
};
