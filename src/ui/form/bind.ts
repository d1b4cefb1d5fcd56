import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() result as the kit's field props: its DOM ref goes to `inputRef`
 *  (the kit does without preact/compat's forwardRef). `<TextField {...bind(register('email'))} />` */
export function bind<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}
