import { language } from '../state/language';
import { text } from './text';

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

/** Normalises a failed response (or no response at all: a network error) into an ApiError. */
export function toApiError(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): ApiError {
  const error = (body as { error?: Record<string, unknown> } | undefined)?.error;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const code = str(error?.code) ?? (status ? `HTTP_${status}` : 'NETWORK');
  const field = str(error?.field);
  const retryAfter = Number(error?.retryAfter ?? retryAfterHeader) || undefined;
  const ownWords =
    (code === 'VALIDATION' && field && text.fields[field]) ||
    text.codes[code] ||
    text.status[status] ||
    text.other(status);
  // English shows the server's own message when it sent one (the words customers have always
  // read); Thai always shows the app's words for the code (the server speaks English).
  const message =
    (language.value === 'en' &&
      (str(error?.message) ?? str((body as { message?: unknown } | undefined)?.message))) ||
    (retryAfter && status === 429 ? `${ownWords} ${text.wait(retryAfter)}` : ownWords);
  return new ApiError(status, code, message, field, retryAfter);
}
