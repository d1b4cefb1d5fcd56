// The error log's code (rate limit, error formatting, the call) loads on the first error to
// report, so none of it is in the JS a customer waits for at startup.

/** Sends an error to the backend's error log, in the background. Never throws. */
export function reportError(reason: unknown): void {
  import('./errorLog').then(
    (log) => log.sendErrorLog(reason),
    () => undefined,
  );
}

/** Uncaught errors and unhandled rejections become error logs. Returns a function that removes
 *  the handlers. */
export function reportUncaught(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
