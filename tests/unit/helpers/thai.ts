import { afterEach, beforeEach, expect } from 'vitest';
import { firstScreenThai } from '../../../src/app/firstScreenThai';
import { language, setLanguage, thaiFrom } from '../../../src/state/language';

/** Runs every test of the file in Thai: the first screen's Thai loaded as startup loads it. */
export function inThai(): void {
  beforeEach(async () => {
    thaiFrom(async () => firstScreenThai);
    await setLanguage('th');
  });
  afterEach(() => {
    language.value = 'en';
  });
}

/** Latin words of three letters or more left in what a customer reads or hears under `root`
 *  (text, aria-label, alt, title, placeholder), minus `allowed` (data shown as it is: names of
 *  rewards, a user's name, codes, brand names). */
export function englishWords(root: Element, allowed: readonly (string | RegExp)[] = []): string[] {
  const parts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style,script,[hidden]')) parts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  let text = parts.join(' \n ');
  for (const allow of [...ALWAYS, ...allowed]) {
    text = text.replaceAll(typeof allow === 'string' ? allow : new RegExp(allow, 'g'), ' ');
  }
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

/** Words that stay as they are in Thai: names and SPEC's literal strings. */
const ALWAYS = ['LINE', 'QR', 'SMS', 'OTP', 'PDPA', 'Page Not Found', 'Internal Server Error'];

/** Fails with the English words left under `root`. */
export function expectAllThai(root: Element, allowed: readonly (string | RegExp)[] = []): void {
  expect(englishWords(root, allowed)).toEqual([]);
}
