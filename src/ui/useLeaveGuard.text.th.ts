import type { en } from './useLeaveGuard.text.en';

/** The leave guard's words (it comes with the form pages) in Thai. */
export const th: typeof en = {
  leaveConfirm: 'ออกโดยไม่บันทึกใช่ไหมคะ สิ่งที่คุณแก้ไขไว้จะหายไป',
};
