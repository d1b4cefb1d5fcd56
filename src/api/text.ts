import { localized } from '../state/language';
import { en } from './text.en';

/** What a failed call says, in the customer's language. On the first screen (any call can fail
 *  there), so its Thai comes in the first screen's Thai chunk (app/firstScreenThai.ts). */
export const text = localized(en, 'api');
