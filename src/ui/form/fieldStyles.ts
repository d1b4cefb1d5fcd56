import { css } from 'goober';
import { theme } from '../theme';

const { color, space, radius, font } = theme;

/** One field: label above, control, then hint and error below. */
export const fieldClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(1),
  marginBottom: space(4),
  fontFamily: font.family,
});

export const labelClass = css({
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
  color: color.text,
});

/** What every text control shares (the inputs, the calendar's selects, the questionnaire's text
 *  box): a bordered white box in the page's font, at 16px so mobile browsers do not zoom in. */
export const controlBox = {
  border: `1px solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  fontSize: font.size.md,
};

export const inputClass = css({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '48px',
  padding: `${space(2)} ${space(3)}`,
  ...controlBox,
  '&:focus': {
    outline: `2px solid ${color.focus}`,
    outlineOffset: '1px',
  },
  "&[aria-invalid='true']": {
    borderColor: color.error,
    borderWidth: '2px',
  },
  '&:disabled, &[readonly]': {
    background: color.bg,
    color: color.textMuted,
  },
});

export const hintClass = css({
  margin: '0',
  fontSize: font.size.sm,
  color: color.textMuted,
});

export const errorClass = css({
  margin: '0',
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
  color: color.error,
  '&::before': {
    content: "'! '",
  },
});

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
