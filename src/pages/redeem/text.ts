import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** Rewards' words in the customer's language (the Thai travels in these pages' chunks). */
export const text = localized(en, th);
