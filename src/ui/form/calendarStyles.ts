import { css } from 'goober';
import { LAYER } from '../../constants';
import { theme } from '../theme';
import { controlBox } from './fieldStyles';

const { color, space, radius, font, shadow } = theme;

export const popoverClass = css({
  position: 'absolute',
  top: '100%',
  // Centred under the field: on a 360 px phone that leaves 16 px each side, and every day
  // stays a 44 px target.
  left: '50%',
  zIndex: LAYER.menu,
  boxSizing: 'border-box',
  width: '328px',
  maxWidth: 'calc(100vw - 16px)',
  transform: 'translateX(-50%)',
  marginTop: space(1),
  padding: space(2),
  background: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
  boxShadow: shadow.md,
  fontFamily: font.family,
  color: color.text,
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
  },
  '& th': {
    padding: `${space(1)} 0`,
    fontSize: font.size.sm,
    fontWeight: font.weight.regular,
    color: color.textMuted,
  },
  '& td': {
    padding: '0',
    textAlign: 'center',
  },
});

export const headerClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(1),
  marginBottom: space(1),
  '& select': {
    flex: '3',
    minWidth: '0',
    minHeight: '44px',
    padding: `0 ${space(1)}`,
    ...controlBox,
  },
  '& select + select': {
    flex: '2',
  },
});

export const iconButtonClass = css({
  flex: 'none',
  width: '44px',
  height: '44px',
  border: '0',
  borderRadius: radius.md,
  background: 'none',
  color: color.text,
  fontSize: font.size.lg,
  cursor: 'pointer',
  '&:disabled': {
    color: color.border,
    cursor: 'default',
  },
});

export const dayClass = css({
  width: '100%',
  maxWidth: '44px',
  height: '44px',
  border: '0',
  borderRadius: '50%',
  background: 'none',
  color: color.text,
  font: 'inherit',
  fontSize: font.size.md,
  cursor: 'pointer',
  "&[aria-current='date']": {
    fontWeight: font.weight.bold,
    textDecoration: 'underline',
  },
  '&.selected': {
    background: color.primary,
    color: color.onPrimary,
    fontWeight: font.weight.bold,
  },
  '&:disabled': {
    color: color.border,
    cursor: 'default',
  },
  '&:focus-visible': {
    outline: `2px solid ${color.focus}`,
    outlineOffset: '1px',
  },
});

export const footerClass = css({
  display: 'flex',
  justifyContent: 'flex-end',
  '& button': {
    minHeight: '44px',
    padding: `0 ${space(4)}`,
    border: '0',
    background: 'none',
    color: color.accent,
    font: 'inherit',
    fontWeight: font.weight.bold,
    cursor: 'pointer',
  },
});
