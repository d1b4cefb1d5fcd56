import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** The form kit's words in the customer's language. Forms load with the form pages, so their
 *  Thai travels with them, not in the first screen's Thai chunk. */
export const formText = localized(en, th);
