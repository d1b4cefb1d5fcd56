import { localized } from '../../state/language';
import { en } from './text.en';

/** Home's words in the customer's language. Home is on the first screen, so its Thai comes in the
 *  first screen's Thai chunk (app/firstScreenThai.ts), not in Home's own. */
export const text = localized(en, 'home');
