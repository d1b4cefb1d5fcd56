/** The leave guard's words (it comes with the form pages) in English. */
export const en = {
  leaveConfirm: 'Leave without saving? What you changed here will be lost.',
};
