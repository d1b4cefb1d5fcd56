import { localized } from '../../../state/language';
import { en } from './text.en';
import { th } from './text.th';

export type { DetailWords } from './text.en';

/** The shared campaign pieces' words in the customer's language. */
export const text = localized(en, th);
