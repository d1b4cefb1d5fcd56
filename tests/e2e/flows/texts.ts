// The app's own words in each language, so a journey finds buttons, headings and messages by the
// names the customer reads, in English or in Thai, without copying them. Only the text.en.ts and
// text.th.ts files: a folder's text.ts reads the language signal, which needs a browser.

import { en as apiEn } from '../../../src/api/text.en';
import { th as apiTh } from '../../../src/api/text.th';
import { en as appEn } from '../../../src/app/text.en';
import { th as appTh } from '../../../src/app/text.th';
import { en as activityEn } from '../../../src/pages/activity/text.en';
import { th as activityTh } from '../../../src/pages/activity/text.th';
import { en as codeEn } from '../../../src/pages/code/text.en';
import { th as codeTh } from '../../../src/pages/code/text.th';
import { en as contentEn } from '../../../src/pages/content/text.en';
import { th as contentTh } from '../../../src/pages/content/text.th';
import { en as homeEn } from '../../../src/pages/home/text.en';
import { th as homeTh } from '../../../src/pages/home/text.th';
import { en as productEn } from '../../../src/pages/product/text.en';
import { th as productTh } from '../../../src/pages/product/text.th';
import { en as profileEn } from '../../../src/pages/profile/text.en';
import { th as profileTh } from '../../../src/pages/profile/text.th';
import { en as questionnaireEn } from '../../../src/pages/questionnaire/text.en';
import { th as questionnaireTh } from '../../../src/pages/questionnaire/text.th';
import { en as redeemEn } from '../../../src/pages/redeem/text.en';
import { th as redeemTh } from '../../../src/pages/redeem/text.th';
import { en as redirectEn } from '../../../src/pages/redirect/text.en';
import { th as redirectTh } from '../../../src/pages/redirect/text.th';
import { en as registerEn } from '../../../src/pages/register/text.en';
import { th as registerTh } from '../../../src/pages/register/text.th';
import { en as campaignEn } from '../../../src/pages/shared/campaign/text.en';
import { th as campaignTh } from '../../../src/pages/shared/campaign/text.th';
import { en as personalEn } from '../../../src/pages/shared/personal/text.en';
import { th as personalTh } from '../../../src/pages/shared/personal/text.th';
import { en as formEn } from '../../../src/ui/form/text.en';
import { th as formTh } from '../../../src/ui/form/text.th';
import { en as uiEn } from '../../../src/ui/text.en';
import { th as uiTh } from '../../../src/ui/text.th';

export type Language = 'en' | 'th';

/** Every folder's words (tests/unit/texts.test.ts holds the two languages to the same keys). */
export const TEXTS = {
  en: {
    activity: activityEn,
    api: apiEn,
    app: appEn,
    campaign: campaignEn,
    code: codeEn,
    content: contentEn,
    form: formEn,
    home: homeEn,
    personal: personalEn,
    product: productEn,
    profile: profileEn,
    questionnaire: questionnaireEn,
    redeem: redeemEn,
    redirect: redirectEn,
    register: registerEn,
    ui: uiEn,
  },
  th: {
    activity: activityTh,
    api: apiTh,
    app: appTh,
    campaign: campaignTh,
    code: codeTh,
    content: contentTh,
    form: formTh,
    home: homeTh,
    personal: personalTh,
    product: productTh,
    profile: profileTh,
    questionnaire: questionnaireTh,
    redeem: redeemTh,
    redirect: redirectTh,
    register: registerTh,
    ui: uiTh,
  },
} as const;

export type Texts = (typeof TEXTS)['en'];

/** Points as the app shows them ('1,234 pts', '1,234 คะแนน'). */
export const pointsIn = (t: Texts, n: number) =>
  t.ui.points(n.toLocaleString('en-US'), Math.abs(n) === 1);

/** `s` as a RegExp source that matches it as it is. */
export const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What `words(...)` says, as a whole-text RegExp whose arguments are the given patterns (a
 *  string is a RegExp source: '([A-Z0-9]{6})' captures a reference code). */
export function shape<A extends unknown[]>(
  words: (...args: A) => string,
  ...args: { [K in keyof A]: string }
): RegExp {
  const markers = args.map((_, i) => `\u0001${i}\u0001`);
  let source = literal(words(...(markers as unknown as A)));
  args.forEach((arg, i) => {
    source = source.replaceAll(markers[i] as string, arg);
  });
  return new RegExp(`^${source}$`);
}

/** Thai letters. */
export const THAI = /[\u0E00-\u0E7F]/;
