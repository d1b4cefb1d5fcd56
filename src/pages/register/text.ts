import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** Register's words in the customer's language. */
export const registerText = localized(en, th);
