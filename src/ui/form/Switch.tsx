import { css } from 'goober';
import { useId } from 'preact/hooks';
import { theme } from '../theme';
import { formText } from './text';

export interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** A change is being saved: the switch is disabled and announced busy. */
  busy?: boolean;
}

const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  minHeight: '44px',
  fontFamily: theme.font.family,
});

const textClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  '& > span:first-child': {
    fontWeight: theme.font.weight.bold,
    color: theme.color.text,
  },
  '& > span + span': {
    fontSize: theme.font.size.sm,
    color: theme.color.textMuted,
  },
});

const switchClass = css({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '44px',
  minWidth: '88px',
  padding: `0 ${theme.space(1)}`,
  border: '0',
  background: 'none',
  font: 'inherit',
  fontSize: theme.font.size.sm,
  color: theme.color.text,
  cursor: 'pointer',
  '& .track': {
    position: 'relative',
    width: '48px',
    height: '28px',
    borderRadius: theme.radius.pill,
    background: theme.color.textMuted,
    transition: 'background 0.15s',
  },
  '& .knob': {
    position: 'absolute',
    top: '3px',
    left: '3px',
    width: '22px',
    height: '22px',
    borderRadius: '50%',
    background: theme.color.surface,
    boxShadow: theme.shadow.sm,
    transition: 'transform 0.15s',
  },
  "&[aria-checked='true'] .track": {
    background: theme.color.primary,
  },
  "&[aria-checked='true'] .knob": {
    transform: 'translateX(20px)',
  },
  '&:disabled': {
    opacity: '0.6',
    cursor: 'default',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.color.focus}`,
    outlineOffset: '2px',
    borderRadius: theme.radius.sm,
  },
});

/** An on/off switch (role="switch"). The state is also written as text, not only by colour. */
export function Switch({ label, description, checked, onChange, disabled, busy }: SwitchProps) {
  const id = useId();
  return (
    <div class={rowClass}>
      <span class={textClass}>
        <span id={`${id}-label`}>{label}</span>
        {description && <span id={`${id}-desc`}>{description}</span>}
      </span>
      <button
        type="button"
        role="switch"
        class={switchClass}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!checked)}
      >
        <span class="track" aria-hidden="true">
          <span class="knob" />
        </span>
        <span aria-hidden="true">{checked ? formText.on : formText.off}</span>
      </button>
    </div>
  );
}
