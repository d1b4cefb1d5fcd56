import * as errors from '../api/errorWords.th';
import { th as api } from '../api/text.th';
import { th as home } from '../pages/home/text.th';
import type { FirstScreenFolder } from '../state/language';
import { th as ui } from '../ui/text.th';
import { th as app } from './text.th';

/** The Thai texts of every folder on the first screen, in one chunk of their own: startup loads it
 *  (only for a Thai customer) alongside its calls, so an English first screen carries none of it. */
export const firstScreenThai: Record<FirstScreenFolder, object> = { app, ui, api, errors, home };
