import type { JSX, Ref } from 'preact';
import { useId } from 'preact/hooks';
import { FieldMessages } from './FieldMessages';
import { describedBy, fieldClass, inputClass, labelClass } from './fieldStyles';

export interface TextFieldProps
  extends Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'label' | 'size' | 'ref'> {
  label: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input. With react-hook-form: `<TextField {...bind(register('x'))} />`.
 *  onChange runs on every keystroke (the input event), as in React. */
export function TextField({
  label,
  hint,
  error,
  id,
  inputRef,
  onChange,
  class: extraClass,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = (id as string | undefined) ?? autoId;
  return (
    <div class={fieldClass}>
      <label for={inputId} class={labelClass}>
        {label}
      </label>
      <input
        type="text"
        {...input}
        ref={inputRef}
        id={inputId}
        class={extraClass ? `${inputClass} ${extraClass}` : inputClass}
        onInput={onChange}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
