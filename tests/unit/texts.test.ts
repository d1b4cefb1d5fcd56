import { describe, expect, it } from 'vitest';

// Every folder's words: text.en.ts beside text.th.ts, one file per language (for a translator); a
// component that loads on its own has its pair beside it (ImagePreview.text.en.ts, ...).
const english = import.meta.glob<Record<string, unknown>>('../../src/**/*text.en.ts', {
  eager: true,
});
const thai = import.meta.glob<Record<string, unknown>>('../../src/**/*text.th.ts', { eager: true });

/** Every path to a leaf ('a.b.c') with what a placeholder check needs of it. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

// Distinct markers for a function's arguments: each must reach the words in both languages.
const MARKERS = ['Ⓐ', 'Ⓑ', 'Ⓒ', 'Ⓓ'];
const NUMBERS = [7301, 7302, 7303, 7304];
const shows = (words: string, i: number) =>
  [String(NUMBERS[i]), NUMBERS[i]?.toLocaleString('en-US'), MARKERS[i]].some(
    (mark) => mark !== undefined && words.includes(mark),
  );

/** Thai words, or no words at all (a number, a sign): never English left untranslated. */
const isThai = (words: string) => /[\u0E00-\u0E7F]/.test(words) || !/[A-Za-z]{2}/.test(words);

/** What a function does with its arguments: which of them appear in what it says. */
function placeholders(fn: (...args: unknown[]) => unknown, argsAreNumbers: boolean): number[] {
  const args = Array.from({ length: fn.length }, (_, i) =>
    argsAreNumbers ? NUMBERS[i] : MARKERS[i],
  );
  const words = String(fn(...args));
  return args.map((_, i) => i).filter((i) => shows(words, i));
}

const folders = Object.keys(import.meta.glob('../../src/**/text.ts'));
const pairs = Object.keys(english).map(
  (file) => [file, file.replace(/text\.en\.ts$/, 'text.th.ts')] as const,
);

describe('texts in English and Thai', () => {
  it('has both languages in every folder that has words, and no Thai without English', () => {
    expect(
      Object.keys(english)
        .filter((f) => f.endsWith('/text.en.ts'))
        .sort(),
    ).toEqual(folders.map((f) => f.replace('text.ts', 'text.en.ts')).sort());
    expect(Object.keys(thai).sort()).toEqual(pairs.map(([, th]) => th).sort());
  });

  for (const [enFile, thFile] of pairs) {
    const name = enFile.replace('../../src/', '').replace(/\/?text\.en\.ts$/, '');
    it(`${name}: same keys, same placeholders, no empty words`, () => {
      const en = leaves(english[enFile]?.en);
      const th = leaves(thai[thFile]?.th);
      expect(en.size).toBeGreaterThan(0);
      expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, enValue] of en) {
        const thValue = th.get(key);
        expect(typeof thValue, key).toBe(typeof enValue);
        if (typeof enValue === 'string') {
          expect(isThai(thValue as string), `${key} is in Thai: ${thValue}`).toBe(true);
        } else if (typeof enValue === 'function') {
          const enFn = enValue as (...args: unknown[]) => unknown;
          const thFn = thValue as (...args: unknown[]) => unknown;
          expect(thFn.length, `${key} takes the same arguments`).toBe(enFn.length);
          for (const numbers of [false, true]) {
            let enShows: number[];
            try {
              enShows = placeholders(enFn, numbers);
            } catch {
              continue; // This kind of argument is not what the function takes.
            }
            expect(placeholders(thFn, numbers), `${key} shows the same arguments`).toEqual(enShows);
            const words = String(thFn(...(numbers ? NUMBERS : MARKERS).slice(0, thFn.length)));
            expect(isThai(words), `${key} is in Thai: ${words}`).toBe(true);
          }
        }
      }
    });
  }
});
