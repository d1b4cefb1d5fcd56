import { localized } from '../state/language';
import { en } from './text.en';

/** The shell's words in the customer's language. On the first screen, so its Thai comes in the
 *  first screen's Thai chunk (firstScreenThai.ts). */
export const text = localized(en, 'app');
