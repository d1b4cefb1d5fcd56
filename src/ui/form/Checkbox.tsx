import { css } from 'goober';
import type { ComponentChildren, JSX, Ref } from 'preact';
import { useId } from 'preact/hooks';
import { theme } from '../theme';
import { FieldMessages } from './FieldMessages';
import { describedBy } from './fieldStyles';

export interface CheckboxProps
  extends Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'label' | 'type' | 'ref'> {
  /** The label. */
  children: ComponentChildren;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const rowClass = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space(3),
  minHeight: '44px',
  padding: `${theme.space(2)} 0`,
  boxSizing: 'border-box',
  cursor: 'pointer',
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight,
  color: theme.color.text,
  '& input': {
    flex: 'none',
    width: '24px',
    height: '24px',
    margin: '0',
    accentColor: theme.color.primary,
  },
  "& input[aria-invalid='true']": {
    outline: `2px solid ${theme.color.error}`,
    outlineOffset: '2px',
  },
});

const wrapClass = css({
  marginBottom: theme.space(3),
});

/** A checkbox whose children are its label. With react-hook-form: `{...bind(register('x'))}`. */
export function Checkbox({ children, hint, error, id, inputRef, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = (id as string | undefined) ?? autoId;
  return (
    <div class={wrapClass}>
      <label class={rowClass} for={inputId}>
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
        />
        <span>{children}</span>
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
