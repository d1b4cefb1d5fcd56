import { css, keyframes } from 'goober';
import type { ComponentChildren, JSX } from 'preact';
import { focusRing, theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type Common = {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and disables the button so it cannot submit twice. */
  busy?: boolean;
  fullWidth?: boolean;
  children?: ComponentChildren;
};

export type ButtonProps = Common & JSX.ButtonHTMLAttributes<HTMLButtonElement>;
export type ButtonLinkProps = Common &
  JSX.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${theme.space(4)}`,
  border: '1px solid transparent',
  borderRadius: theme.radius.md,
  font: 'inherit',
  fontWeight: theme.font.weight.bold,
  lineHeight: 1.2,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  ...focusRing('2px'),
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
});

const variants: Record<ButtonVariant, string> = {
  primary: css({ background: theme.color.primary, color: theme.color.onPrimary }),
  secondary: css({
    background: theme.color.surface,
    color: theme.color.primary,
    borderColor: theme.color.primary,
  }),
  ghost: css({ background: 'transparent', color: theme.color.accent }),
  danger: css({ background: theme.color.danger, color: theme.color.onDanger }),
};

const full = css({ display: 'flex', width: '100%' });

const spinner = css({
  width: '16px',
  height: '16px',
  flex: 'none',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
});

export function buttonClass(variant: ButtonVariant = 'primary', fullWidth = false, extra = '') {
  return [base, variants[variant], fullWidth ? full : '', extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  disabled,
  type = 'button',
  class: extra,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      class={buttonClass(variant, fullWidth, typeof extra === 'string' ? extra : '')}
      disabled={Boolean(disabled) || busy}
      aria-busy={busy ? 'true' : undefined}
    >
      {busy && <span class={spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation stays a real <a href>). */
export function ButtonLink({
  variant = 'primary',
  fullWidth = false,
  busy: _busy,
  class: extra,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} class={buttonClass(variant, fullWidth, typeof extra === 'string' ? extra : '')}>
      {children}
    </a>
  );
}
