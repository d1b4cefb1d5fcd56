/** The dialog's words (it comes with the pages that open one) in English. */
export const en = {
  close: 'Close',
};
