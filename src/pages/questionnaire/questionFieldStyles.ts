import { css } from 'goober';
import { controlBox } from '../../ui/form/fieldStyles';
import { theme } from '../../ui/theme';

const { color, space, radius, font } = theme;

export const groupClass = css({
  margin: `0 0 ${space(4)}`,
  padding: space(4),
  border: '0',
  background: color.surface,
  borderRadius: radius.lg,
  minWidth: '0',
  '& legend, & .question': {
    float: 'left',
    width: '100%',
    margin: `0 0 ${space(3)}`,
    padding: '0',
    fontWeight: font.weight.bold,
    fontSize: font.size.md,
  },
  '& legend + *, & .question + *': {
    clear: 'both',
  },
  '& .note': {
    fontWeight: font.weight.regular,
    color: color.textMuted,
    fontSize: font.size.sm,
  },
  '& .error': {
    margin: `${space(2)} 0 0`,
    color: color.error,
    fontWeight: font.weight.bold,
    fontSize: font.size.sm,
  },
  '& .error::before': {
    content: "'! '",
  },
});

export const choiceClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(3),
  minHeight: '44px',
  cursor: 'pointer',
  '& input': {
    flex: 'none',
    width: '22px',
    height: '22px',
    margin: '0',
    accentColor: color.primary,
  },
});

export const ratingClass = css({
  display: 'flex',
  gap: space(2),
  '& label': {
    flex: '1',
    position: 'relative',
  },
  '& input': {
    position: 'absolute',
    opacity: '0',
    inset: '0',
    margin: '0',
  },
  '& span': {
    display: 'grid',
    placeItems: 'center',
    minHeight: '48px',
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    fontWeight: font.weight.bold,
    cursor: 'pointer',
  },
  '& input:checked + span': {
    background: color.primary,
    borderColor: color.primary,
    color: color.onPrimary,
  },
  '& input:focus-visible + span': {
    outline: `2px solid ${color.focus}`,
    outlineOffset: '2px',
  },
});

export const scaleClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: space(1),
  fontSize: font.size.sm,
  color: color.textMuted,
});

export const textareaClass = css({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '112px',
  padding: space(3),
  ...controlBox,
  resize: 'vertical',
  "&[aria-invalid='true']": {
    border: `2px solid ${color.error}`,
  },
});

export const counterClass = css({
  margin: `${space(1)} 0 0`,
  textAlign: 'right',
  fontSize: font.size.sm,
  color: color.textMuted,
});
