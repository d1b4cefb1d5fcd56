import { ApiError } from '../api/errors';

export type Severity = 'success' | 'info' | 'warn' | 'error';

export interface ToastDetail {
  severity: Severity;
  message: string;
}

/** SPEC §2: a toast is a document-level 'toast' event; the Toaster shows it for TOAST_LIFE_MS. */
export function toast(severity: Severity, message: string): void {
  document.dispatchEvent(new CustomEvent<ToastDetail>('toast', { detail: { severity, message } }));
}

/** Shows a failed call's message (the server's own text when it sent one). */
export function toastError(error: unknown): void {
  toast(
    'error',
    error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
  );
}
