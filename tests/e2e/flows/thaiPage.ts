// Checks that a page is really in Thai: the document says so, and no English word of the app's is
// left on it. Content from the server (names of rewards, campaigns, products, questions) and the
// customer's own data stay as they are, so the words the server sent are allowed.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { type Language, THAI } from './texts';

/** Names and SPEC's literal strings, the same in Thai (tests/unit/helpers/thai.ts), and English
 *  as Profile's language choice names it, in itself. */
const ALWAYS = ['LINE', 'QR', 'SMS', 'OTP', 'PDPA', 'Wi-Fi', 'English'];

const latinWords = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

/** Every word the server has sent `page` so far (JSON answers of /api/), lower-cased: from the
 *  first load on when called before it. */
export function serverWords(page: Page): Set<string> {
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') for (const w of latinWords(value)) words.add(w.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    collect(await response.json().catch(() => undefined));
  });
  return words;
}

/** The English words on `page` that are not the server's: what the customer reads (the rendered
 *  text and the document's title) or hears (aria-label, alt, title, placeholder, aria-valuetext). */
export async function englishLeft(page: Page, allowed: Set<string>): Promise<string[]> {
  const parts = await page.evaluate(() => {
    const named = [...document.body.querySelectorAll('*')].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext'].map(
        (name) => el.getAttribute(name) ?? '',
      ),
    );
    return [document.title, document.body.innerText, ...named];
  });
  let text = parts.join('\n');
  for (const word of ALWAYS) text = text.replaceAll(word, ' ');
  return [...new Set(latinWords(text).filter((w) => !allowed.has(w.toLowerCase())))];
}

/** The document is in `language` and its main heading reads `heading`: in Thai, Thai letters. */
export async function expectLanguage(
  page: Page,
  language: Language,
  heading: string | RegExp,
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  if (language === 'th') await expect(h1).toHaveText(THAI);
}
