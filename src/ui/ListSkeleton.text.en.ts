/** The list placeholder's words (it comes with the pages that show it) in English. */
export const en = {
  loading: 'Loading…',
};
