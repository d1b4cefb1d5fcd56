import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** The products page's words in the customer's language. */
export const text = localized(en, th);
