import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../src/state/chooseLanguage';
import {
  chosenLanguage,
  LANGUAGE_KEY,
  language,
  languageOf,
  localized,
  setLanguage,
  thaiFrom,
} from '../../../src/state/language';

const thaiHome = { hello: 'สวัสดี' };
const words = localized({ hello: 'Hello' }, 'home');
const pageWords = localized({ bye: 'Bye' }, { bye: 'ลาก่อน' });

afterEach(() => {
  language.value = 'en';
  localStorage.clear();
});

describe('the customer language', () => {
  it('is Thai for any tag that starts with th, English otherwise', () => {
    expect(['th', 'th-TH', 'TH'].map(languageOf)).toEqual(['th', 'th', 'th']);
    expect(['en', 'en-US', 'ja', '', null, undefined].map(languageOf)).toEqual(Array(6).fill('en'));
  });

  // First: once loaded, the Thai texts stay for the life of the module.
  it('stays in its language when the Thai texts cannot be loaded (offline)', async () => {
    thaiFrom(() => Promise.reject(new TypeError('Failed to fetch')));
    await setLanguage('th');
    expect(language.value).toBe('en');
  });

  it('shows a folder in Thai only once the first screen’s Thai is here, and sets <html lang>', async () => {
    let arrive!: (
      value: Parameters<Parameters<typeof thaiFrom>[0]> extends []
        ? Awaited<ReturnType<Parameters<typeof thaiFrom>[0]>>
        : never,
    ) => void;
    thaiFrom(() => new Promise((resolve) => (arrive = resolve)));
    const switching = setLanguage('th');
    expect(language.value).toBe('en');
    expect(words.hello).toBe('Hello');
    arrive({ app: {}, ui: {}, api: {}, errors: {}, home: thaiHome });
    await switching;
    expect(language.value).toBe('th');
    expect(words.hello).toBe('สวัสดี');
    expect(pageWords.bye).toBe('ลาก่อน');
    expect(document.documentElement.lang).toBe('th');
    await setLanguage('en');
    expect([words.hello, pageWords.bye, document.documentElement.lang]).toEqual([
      'Hello',
      'Bye',
      'en',
    ]);
  });

  it('keeps the customer’s choice on the device; nothing chosen reads as no choice', async () => {
    thaiFrom(async () => ({ app: {}, ui: {}, api: {}, errors: {}, home: thaiHome }));
    expect(chosenLanguage()).toBeUndefined();
    await chooseLanguage('th');
    expect([localStorage.getItem(LANGUAGE_KEY), chosenLanguage(), language.value]).toEqual([
      'th',
      'th',
      'th',
    ]);
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(chosenLanguage()).toBeUndefined();
  });
});
