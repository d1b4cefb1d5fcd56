import { randomInt } from 'node:crypto';

/** Capitals and digits without look-alikes (no 0/O, 1/I/L): codes people read off paper or a
 *  screen and type. 31 characters. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` characters of CODE_ALPHABET, each drawn uniformly by node:crypto. */
export const randomCode = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
