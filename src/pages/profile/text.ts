import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** Profile's words in the customer's language (the personal fields' are in fieldText.ts). */
export const profileText = localized(en, th);
