import { logError } from '../api/sessionCalls';
import { currentUserId } from '../state/session';

export const ERROR_LOG_LIMIT = 5;
export const ERROR_LOG_WINDOW_MS = 60_000;

export interface ErrorLogDeps {
  post: (userId: number | '', message: string, stack: string) => Promise<unknown>;
  userId: () => number | '';
  now: () => number;
}

const defaultDeps: ErrorLogDeps = {
  post: logError,
  userId: () => currentUserId.peek(),
  now: Date.now,
};

/** Sends an error log in the background, at most ERROR_LOG_LIMIT per minute so an error loop
 *  cannot flood the backend. Never throws. Returns whether it was sent. */
export function createErrorReporter(deps: ErrorLogDeps = defaultDeps) {
  const sent: number[] = [];
  return (message: string, stack: string): boolean => {
    try {
      const now = deps.now();
      while (sent.length && (sent[0] ?? 0) <= now - ERROR_LOG_WINDOW_MS) sent.shift();
      if (sent.length >= ERROR_LOG_LIMIT) return false;
      sent.push(now);
      setTimeout(() => {
        try {
          deps.post(deps.userId(), message, stack).catch(() => undefined);
        } catch {
          // Logging must never become the error.
        }
      }, 0);
      return true;
    } catch {
      return false;
    }
  };
}

export function describeError(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  try {
    return {
      message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)),
      stack: '',
    };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

let shared: ReturnType<typeof createErrorReporter> | undefined;

/** Sends an error (caught by the app, or uncaught) to the error log under the app-wide rate
 *  limit. The app calls ./reportError, which loads this module on the first error. */
export function sendErrorLog(reason: unknown): void {
  shared ??= createErrorReporter();
  const { message, stack } = describeError(reason);
  shared(message, stack);
}
