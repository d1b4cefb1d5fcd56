import { ApiError } from '../api/errors';
import { text } from './text';

export type Severity = 'success' | 'info' | 'warn' | 'error';

/** A button on a toast; a toast with one stays until it is used or dismissed. Only the session
 *  layer raises one so far (api/signInAgain), with the 'toast' event itself. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastDetail {
  severity: Severity;
  message: string;
  action?: ToastAction;
}

/** SPEC §2: a toast is a document-level 'toast' event; the Toaster shows it for TOAST_LIFE_MS. */
export function toast(severity: Severity, message: string): void {
  document.dispatchEvent(new CustomEvent<ToastDetail>('toast', { detail: { severity, message } }));
}

/** Shows a failed call's message (the server's own text when it sent one). */
export function toastError(error: unknown): void {
  toast('error', error instanceof ApiError ? error.message : text.somethingWrong);
}
