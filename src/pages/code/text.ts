import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** The code entry sheet's words in the customer's language (its Thai travels in its chunk). */
export const text = localized(en, th);
