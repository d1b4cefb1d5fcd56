import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/errors';
import { toastError } from '../toast';

/** Error codes that always concern one field, whatever the body says. */
const CODE_FIELDS: Record<string, string> = {
  OTP_REQUIRED: 'otpCode',
  OTP_INVALID: 'otpCode',
  OTP_EXPIRED: 'otpCode',
  OTP_LOCKED: 'otpCode',
  TEL_TAKEN: 'tel',
};

/** The form field a server error is about, if the form has it. */
export function serverErrorField<F extends string>(
  error: unknown,
  fields: readonly F[],
): F | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = CODE_FIELDS[error.code] ?? error.field;
  return fields.find((f) => f === field);
}

/**
 * Puts a failed call's message on the field it is about (and focuses it); a toast when it is
 * about no field of this form. Nothing the user typed is touched.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const field = serverErrorField(error, fields);
  if (field && error instanceof ApiError) {
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  } else {
    toastError(error);
  }
}
