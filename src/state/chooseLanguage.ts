import { LANGUAGE_KEY, type Language, setLanguage } from './language';

// Apart from language.ts, so that it travels with Profile, the one page that offers the choice.

/** The customer's choice in Profile: kept on the device, shown at once. */
export function chooseLanguage(next: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Storage off: the choice holds until the app closes.
  }
  return setLanguage(next);
}
