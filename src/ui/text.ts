import { localized } from '../state/language';
import { en } from './text.en';

/** The shared components' words in the customer's language. They are on the first screen, so
 *  their Thai comes in the first screen's Thai chunk (app/firstScreenThai.ts). */
export const text = localized(en, 'ui');
