/** The page header's words (it comes with the pages that show it) in English. */
export const en = {
  back: 'Back',
};
