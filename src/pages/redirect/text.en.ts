/** The deep-link page's words in English. */
export const en = {
  opening: 'Opening…',
};
