import { css } from 'goober';
import { useState } from 'preact/hooks';
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

/** The app's language, chosen here: kept on the device, and the page turns to it at once. */
export function LanguageChoice({ labelledBy }: { labelledBy: string }) {
  const current = language.value;
  // Offline, Thai may not come: rendering again after the choice shows the language the page is in.
  const [, settled] = useState(0);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} class={groupClass}>
      {LANGUAGES.map(({ value, name }) => (
        <label key={value} lang={value}>
          <input
            type="radio"
            name="language"
            value={value}
            checked={current === value}
            onChange={() => chooseLanguage(value).then(() => settled((n) => n + 1))}
          />
          <span>{name}</span>
        </label>
      ))}
    </div>
  );
}
