import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** The campaign list's, the exclusive page's and the content pages' words in the customer's language. */
export const text = localized(en, th);
