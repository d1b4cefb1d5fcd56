import { css } from 'goober';
import { plainList } from '../../ui/layout';
import { focusRing, theme } from '../../ui/theme';

export const hero = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'center',
  gap: theme.space(3),
  margin: theme.space(4),
  padding: theme.space(4),
  borderRadius: theme.radius.lg,
  background: theme.color.primary,
  color: theme.color.onPrimary,
});
export const avatar = css({
  width: '56px',
  height: '56px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: theme.color.surface,
});
export const h1 = css({
  margin: 0,
  fontSize: theme.font.size.lg,
  lineHeight: 1.3,
  wordBreak: 'break-word',
});
export const balance = css({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.space(2),
});
/** A chip on the hero's top edge, half in its margin and half in its padding: out of the flow, so
 *  that the live Home replacing the snapshot moves nothing (in the flow, its line going away
 *  shifted everything below it: layout shift 0.021 on a repeat open). */
export const refreshingNote = css({
  position: 'absolute',
  // Half its height (a 21 px line and 4 px of padding) above the edge.
  top: theme.space(-3),
  right: theme.space(4),
  padding: `${theme.space(0.5)} ${theme.space(2)}`,
  borderRadius: theme.radius.pill,
  background: theme.color.surface,
  color: theme.color.primary,
  boxShadow: theme.shadow.sm,
  fontSize: theme.font.size.sm,
});
export const balanceValue = css({
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
});
export const section = css({ padding: `${theme.space(4)} ${theme.space(4)} 0` });
export const shortcutGrid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // As many 84 px tiles as fit: a fixed four overflowed 320 px screens ("Campaigns" cannot shrink).
  gridTemplateColumns: 'repeat(auto-fit, minmax(84px, 1fr))',
  gap: theme.space(2),
});
export const shortcut = css({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.space(1),
  width: '100%',
  minHeight: '76px',
  padding: theme.space(2),
  border: 0,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  boxShadow: theme.shadow.sm,
  color: theme.color.text,
  font: 'inherit',
  fontSize: '13px',
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  ...focusRing('2px'),
  '&[aria-busy="true"]': { opacity: 0.6 },
});
// Its size is the SVG's own width and height (shortcutIcons.tsx).
export const icon = css({ display: 'block' });
export const highlightList = `${plainList} ${css({ paddingBottom: theme.space(6) })}`;
