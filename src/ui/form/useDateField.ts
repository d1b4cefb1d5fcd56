import { useMemo } from 'preact/hooks';
import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';

/** Connects a DatePicker to react-hook-form (value, onChange, onBlur and a focus target for
 *  errors): <Controller>'s job for this one field, without its bytes. */
export function useDateField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const { register, control, setValue, getValues, getFieldState, formState } = form;
  // Watched here, not by the form: the field may sit in a component that skips the form's
  // re-renders (one that reads texts, whose `form` prop never changes).
  const value = useWatch({ control, name });
  const { ref, onBlur } = register(name);
  const inputRef = useMemo(
    // RHF keeps this object as the field's ref: it only focuses it (shouldFocus, setFocus).
    () => (el: HTMLInputElement | null) => ref(el && { focus: () => el.focus() }),
    [name],
  );
  return {
    name,
    value: (value ?? '') as string,
    onChange: (value: string) =>
      setValue(name, value as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted || getFieldState(name).isTouched,
      }),
    onBlur: () => onBlur({ target: { name, value: getValues(name) }, type: 'blur' }),
    inputRef,
  };
}
