import { css } from 'goober';
import { theme } from '../../ui/theme';

const { color, space, radius, font } = theme;

export const pageClass = css({
  boxSizing: 'border-box',
  maxWidth: '480px',
  minHeight: '100vh',
  margin: '0 auto',
  padding: `${space(5)} ${space(4)} ${space(8)}`,
  background: color.bg,
  color: color.text,
  fontFamily: font.family,
  lineHeight: font.lineHeight,
  '& h1': {
    margin: `0 0 ${space(1)}`,
    fontSize: font.size.xl,
    lineHeight: '1.25',
  },
  '& h2': {
    margin: `0 0 ${space(3)}`,
    fontSize: font.size.lg,
  },
  '& section': {
    marginTop: space(4),
    padding: space(4),
    background: color.surface,
    borderRadius: radius.lg,
  },
});

export const mutedClass = css({
  margin: '0',
  color: color.textMuted,
  fontSize: font.size.sm,
});

export const lineClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: space(3),
  '& img': {
    flex: 'none',
    width: '56px',
    height: '56px',
    borderRadius: '50%',
    objectFit: 'cover',
    background: color.border,
  },
  '& p': {
    margin: '0',
  },
});

export const noticeClass = css({
  margin: `0 0 ${space(3)} ${space(9)}`,
  fontSize: font.size.sm,
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    color: color.accent,
    fontWeight: font.weight.bold,
    cursor: 'pointer',
  },
  '& p': {
    margin: `0 0 ${space(2)}`,
    color: color.textMuted,
  },
});

export const actionsClass = css({
  display: 'grid',
  gap: space(3),
  marginTop: space(5),
});
