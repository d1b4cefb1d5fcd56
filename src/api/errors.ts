/** Every failed call rejects with this: the HTTP status (0 for a network error), the backend's
 *  error code and a message a customer can read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const FALLBACK: Record<number, string> = {
  0: 'No connection. Check your internet and try again.',
  401: 'Your session has ended. Please reopen the app.',
  403: 'You are not allowed to do that.',
  404: 'We could not find that.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

/** Normalises a failed response (or no response at all: a network error) into an ApiError. */
export function toApiError(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): ApiError {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const message =
    str(error?.message) ??
    str((body as { message?: unknown } | undefined)?.message) ??
    FALLBACK[status] ??
    `Something went wrong (${status}). Please try again.`;
  return new ApiError(
    status,
    str(error?.code) ?? (status ? `HTTP_${status}` : 'NETWORK'),
    message,
    str(error?.field),
    Number(error?.retryAfter ?? retryAfterHeader) || undefined,
  );
}
