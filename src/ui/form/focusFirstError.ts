import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/** handleSubmit's onInvalid: focuses the first field with an error in page order
 *  (react-hook-form's own focus follows the order fields were registered in). */
export function focusFirstError<T extends FieldValues>(
  order: readonly Path<T>[],
  setFocus: UseFormSetFocus<T>,
) {
  return (errors: FieldErrors<T>) => {
    const first = order.find((name) => errors[name]);
    if (first) setFocus(first);
  };
}
