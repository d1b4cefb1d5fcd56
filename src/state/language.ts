import { signal } from '@preact/signals';

export type Language = 'en' | 'th';

/** localStorage: the language the customer chose in Profile; it wins over LINE's. */
export const LANGUAGE_KEY = 'language';

/** The language every text is shown in. It turns to Thai only once the Thai texts it needs are
 *  here, so no text is ever half in one language and half in the other. */
export const language = signal<Language>('en');

/** Thai for a language tag that starts with `th` (LINE's app language), English otherwise. */
export const languageOf = (tag: string | null | undefined): Language =>
  tag?.toLowerCase().startsWith('th') ? 'th' : 'en';

/** The language chosen on this device, if any. */
export function chosenLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return stored === 'en' || stored === 'th' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The Thai texts of the folders on the first screen (app, ui, api and its error words, home), by folder. They come
 *  in a chunk of their own (app/firstScreenThai.ts), so an English first screen carries none of them;
 *  every other page's Thai travels in that page's chunk. */
export type FirstScreenFolder = 'app' | 'ui' | 'api' | 'errors' | 'home';
type FirstScreenThai = Record<FirstScreenFolder, object>;
const firstScreenThai = signal<FirstScreenThai | undefined>(undefined);
let loadFirstScreenThai: () => Promise<FirstScreenThai> = () =>
  Promise.reject(new Error('No Thai texts'));

/** Handed in at startup (boot/run.ts): how to load the first screen's Thai (app/firstScreenThai). */
export function thaiFrom(load: () => Promise<FirstScreenThai>): void {
  loadFirstScreenThai = load;
}

/** Shows the app in `next` once its texts are here, and sets `<html lang>` (index.html's overlay
 *  reads it too). Without the texts (offline) it stays as it is. */
export async function setLanguage(next: Language): Promise<void> {
  if (next === 'th' && !firstScreenThai.peek()) {
    try {
      firstScreenThai.value = await loadFirstScreenThai();
    } catch {
      next = language.peek();
    }
  }
  language.value = next;
  document.documentElement.lang = next;
}

/** A folder's texts in the current language: `th` is the Thai object itself, or, for a folder on
 *  the first screen, its name in the first-screen Thai chunk. Read during render, it re-renders the
 *  component when the language changes (a signal read). */
export function localized<T extends object>(en: T, th: T | FirstScreenFolder): T {
  const current = (): T =>
    language.value === 'en'
      ? en
      : typeof th === 'string'
        ? ((firstScreenThai.value?.[th] as T | undefined) ?? en)
        : th;
  return new Proxy(en, { get: (_, key) => current()[key as keyof T] });
}
