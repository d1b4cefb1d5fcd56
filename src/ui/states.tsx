import { css, keyframes } from 'goober';
import type { ComponentChildren } from 'preact';
import { Button } from './Button';
import { text } from './text';
import { theme } from './theme';

const pulse = keyframes({ '0%,100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A placeholder's grey, pulsing surface. */
export const bone = css({
  display: 'block',
  background: theme.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
}

/** A grey placeholder of a fixed size, so content does not shift when it arrives. */
export function Skeleton({
  width = '100%',
  height = '16px',
  radius = theme.radius.sm,
}: SkeletonProps) {
  return <span class={bone} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

const box = css({
  margin: theme.space(4),
  padding: `${theme.space(8)} ${theme.space(4)}`,
  textAlign: 'center',
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  color: theme.color.text,
  display: 'grid',
  gap: theme.space(3),
  justifyItems: 'center',
});
const title = css({ margin: 0, fontSize: theme.font.size.lg });
const body = css({ margin: 0, color: theme.color.textMuted });

export interface EmptyStateProps {
  title: ComponentChildren;
  body?: ComponentChildren;
  /** e.g. a ButtonLink to somewhere useful. */
  action?: ComponentChildren;
}

export function EmptyState({ title: heading, body: text, action }: EmptyStateProps) {
  return (
    <section class={box}>
      <h2 class={title}>{heading}</h2>
      {text && <p class={body}>{text}</p>}
      {action}
    </section>
  );
}

export interface ErrorStateProps {
  message: ComponentChildren;
  onRetry?: () => void;
  title?: ComponentChildren;
  retryLabel?: string;
}

export function ErrorState({
  message,
  onRetry,
  title: heading = text.errorTitle,
  retryLabel = text.tryAgain,
}: ErrorStateProps) {
  return (
    <section class={box} role="alert">
      <h2 class={title}>{heading}</h2>
      <p class={body}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </section>
  );
}
