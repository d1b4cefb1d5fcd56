import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import { theme } from './theme';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warn' | 'danger';

/** A badge's own box (without its tone), e.g. for a placeholder of the same size. */
export const badgeBox = css({
  display: 'inline-block',
  padding: `2px ${theme.space(2)}`,
  borderRadius: theme.radius.pill,
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.bold,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
  background: theme.color.surface,
});

const tones: Record<BadgeTone, string> = {
  neutral: css({ color: theme.color.textMuted }),
  success: css({ color: theme.color.success }),
  info: css({ color: theme.color.info }),
  warn: css({ color: theme.color.warn }),
  danger: css({ color: theme.color.danger }),
};

/** A short status label (e.g. 'Coming soon', 'Used'). The text itself carries the meaning. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone;
  children: ComponentChildren;
}) {
  return <span class={`${badgeBox} ${tones[tone]}`}>{children}</span>;
}
