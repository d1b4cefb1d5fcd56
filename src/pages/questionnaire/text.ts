import { localized } from '../../state/language';
import { en } from './text.en';
import { th } from './text.th';

/** Questionnaire's words in the customer's language. */
export const questionnaireText = localized(en, th);
