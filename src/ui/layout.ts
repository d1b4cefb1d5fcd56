import { css } from 'goober';
import { focusRing, theme } from './theme';

/** Page body below the PageHeader. */
export const pageBody = css({
  padding: `0 ${theme.space(4)} ${theme.space(6)}`,
  display: 'grid',
  gap: theme.space(4),
});

/** A white rounded card. */
export const card = css({
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  padding: theme.space(4),
  color: theme.color.text,
});

/** A list without bullets laid out as a vertical stack. */
export const plainList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
});

export const muted = css({ color: theme.color.textMuted, fontSize: theme.font.size.sm });

export const sectionTitle = css({
  margin: `0 0 ${theme.space(2)}`,
  fontSize: theme.font.size.lg,
  lineHeight: 1.3,
});

/** A full-bleed image box with a fixed aspect ratio (no layout shift while it loads). */
export const mediaBox = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: theme.color.border,
  borderRadius: theme.radius.md,
});

/** A whole-row link drawn as a card (lists of rewards, of content pages): spread into the list's
 *  own css() with its layout. */
export const cardLinkStyle = {
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  color: theme.color.text,
  textDecoration: 'none',
  ...focusRing('2px'),
} as const;
