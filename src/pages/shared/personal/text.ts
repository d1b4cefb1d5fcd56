import { localized } from '../../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** Labels and validation messages of the user's personal fields, and the words of the code that
 *  proves the mobile number, shared by /register and /profile/update, in the customer's language. */
export const fieldText = localized(en, th);
