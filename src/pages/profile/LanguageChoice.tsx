import { css } from 'goober';
import { useState } from 'preact/hooks';
import { afterNextPaint } from '../../platform/afterPaint';
import { chooseLanguage } from '../../state/chooseLanguage';
import { type Language, language } from '../../state/language';
import { theme } from '../../ui/theme';

const { color, space, radius, font } = theme;

/** Each language named in itself, whatever the page is in: a reader finds their own. */
const LANGUAGES: { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'th', name: 'ภาษาไทย' },
];

const groupClass = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space(2),
  margin: `0 0 ${space(2)}`,
  '& label': {
    position: 'relative',
    display: 'grid',
    cursor: 'pointer',
  },
  '& input': {
    position: 'absolute',
    opacity: '0',
    width: '1px',
    height: '1px',
    margin: '0',
  },
  '& span': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    padding: `0 ${space(3)}`,
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    fontWeight: font.weight.bold,
  },
  '& input:checked + span': {
    borderColor: color.primary,
    background: color.primary,
    color: color.onPrimary,
  },
  '& input:focus-visible + span': {
    outline: `2px solid ${color.focus}`,
    outlineOffset: '2px',
  },
});

/** The app's language, chosen here: kept on the device, and the page turns to it as soon as its
 *  texts are here. The tap's own answer, the choice checked, paints in the next frame: the switch
 *  starts after that paint, and the page re-renders in the new language only once the texts have
 *  come (state/language's setLanguage), in a task of its own. */
export function LanguageChoice({ labelledBy }: { labelledBy: string }) {
  const current = language.value;
  // The choice being made, checked until the page is in it (or stays as it is, offline).
  const [chosen, choose] = useState<Language | null>(null);
  const shown = chosen ?? current;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} class={groupClass}>
      {LANGUAGES.map(({ value, name }) => (
        <label key={value} lang={value}>
          <input
            type="radio"
            name="language"
            value={value}
            checked={shown === value}
            onChange={() => {
              choose(value);
              afterNextPaint(() => void chooseLanguage(value).finally(() => choose(null)));
            }}
          />
          <span>{name}</span>
        </label>
      ))}
    </div>
  );
}
