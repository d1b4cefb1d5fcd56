import { css } from 'goober';
import { theme } from '../../ui/theme';

export const costRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
});
export const costValue = css({
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
  color: theme.color.primary,
});
export const facts = css({
  margin: 0,
  paddingLeft: theme.space(5),
  display: 'grid',
  gap: theme.space(1),
});
export const reason = css({
  margin: 0,
  color: theme.color.warn,
  fontWeight: theme.font.weight.bold,
});
export const sums = css({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  '& dt': { color: theme.color.textMuted },
  '& dd': { margin: 0, textAlign: 'right', fontWeight: theme.font.weight.bold },
});
export const description = css({ '& p': { margin: 0 } });
export const alert = css({ margin: `${theme.space(3)} 0 0`, color: theme.color.error });
