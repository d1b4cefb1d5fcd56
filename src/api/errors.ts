import { language, localized } from '../state/language';
import { text } from './text';

/** The app's own words for the server's error codes: Thai only (errorWords.th.ts). In English none,
 *  so the server's message shows, as it always has. */
const errorWords = localized<ErrorWords>({ codes: {}, fields: {}, wait: () => '' }, 'errors');
type ErrorWords = {
  codes: Partial<Record<string, string>>;
  fields: Partial<Record<string, string>>;
  /** A VALIDATION answer that says more than its field's usual words, by the server's message. */
  messages?: Partial<Record<string, string>>;
  wait: (seconds: number) => string;
};

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
  const said = str(error?.message);
  const own =
    (code === 'VALIDATION' &&
      ((said && errorWords.messages?.[said]) || (field && errorWords.fields[field]))) ||
    errorWords.codes[code];
  const message =
    (own && (retryAfter && status === 429 ? `${own} ${errorWords.wait(retryAfter)}` : own)) ||
    // English: the server's own message, what English customers have always read.
    (language.value === 'en' &&
      (said ?? str((body as { message?: unknown } | undefined)?.message))) ||
    text.status[status] ||
    text.other(status);
  return new ApiError(status, code, message, field, retryAfter);
}
