import { errorClass, hintClass } from './fieldStyles';

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} class={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}
