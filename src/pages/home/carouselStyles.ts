import { css } from 'goober';
import { focusRing, theme } from '../../ui/theme';

/** The arrows' and dots' height: the controls row under the slides. */
const controlHeight = '44px';
export const root = css({ position: 'relative', margin: `0 ${theme.space(4)}` });
export const track = css({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: theme.radius.lg,
  '&::-webkit-scrollbar': { display: 'none' },
  '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
});
export const slide = css({
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
  position: 'relative',
});
export const link = css({
  display: 'block',
  color: theme.color.onPrimary,
  textDecoration: 'none',
  ...focusRing('-3px'),
});
export const caption = css({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${theme.space(6)} ${theme.space(4)} ${theme.space(3)}`,
  background: 'linear-gradient(transparent, rgba(0,0,0,0.75))',
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.md,
});
export const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(1),
  marginTop: theme.space(1),
});
export const arrow = css({
  width: controlHeight,
  height: controlHeight,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.text,
  fontSize: '24px',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.35, cursor: 'default' },
  ...focusRing(),
});
export const dot = css({
  // A whole 44×44 touch target (WCAG 2.5.5), though the dot drawn inside is 10 px.
  width: controlHeight,
  height: controlHeight,
  border: 0,
  padding: 0,
  background: 'transparent',
  cursor: 'pointer',
  '&::after': {
    content: '""',
    display: 'block',
    margin: 'auto',
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    background: theme.color.border,
  },
  '&[aria-current="true"]::after': {
    background: theme.color.primary,
    width: '20px',
    borderRadius: '5px',
  },
  ...focusRing(),
});

export const frame = css({ aspectRatio: '16 / 9' });
export const controlsSkeleton = css({ height: controlHeight });
