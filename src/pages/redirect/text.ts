export const text = {
  opening: 'Opening…',
};
