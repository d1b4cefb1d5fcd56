import { type Language, language } from '../../state/language';

/** A form's schema in the customer's language: a schema keeps the words it was made with, so one
 *  is made for each language, on first use, and never at import time. */
export function perLanguage<T>(build: () => T): () => T {
  const built: Partial<Record<Language, T>> = {};
  return () => {
    built[language.value] ??= build();
    return built[language.value] as T;
  };
}
