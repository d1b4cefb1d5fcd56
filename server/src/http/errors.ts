import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../../contract/wire.ts';
import {
  dependencyOf,
  isDependencyFailure,
  outages,
  RETRY_AFTER_SECONDS,
} from '../dependencyFailure.ts';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { field?: string; retryAfter?: number } = {},
  ) {
    super(message);
  }
}

export const validationError = (field: string | undefined, message: string) =>
  new ApiError(400, 'VALIDATION', message, field === undefined ? {} : { field });

export const notFound = (message = 'We could not find that.') =>
  new ApiError(404, 'NOT_FOUND', message);

export const unauthorized = (message = 'Please sign in again.', code: ErrorCode = 'UNAUTHORIZED') =>
  new ApiError(401, code, message);

export const tooManyRequests = (code: ErrorCode, message: string, retryAfter: number) =>
  new ApiError(429, code, message, { retryAfter });

export function errorResponse(c: Context, error: ApiError): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message, ...error.extra } };
  if (error.extra.retryAfter !== undefined) c.header('Retry-After', String(error.extra.retryAfter));
  return c.json(body, error.status);
}

/** A database error: its message and detail can quote the row (a phone number, a name). */
const isDatabaseError = (error: Error) => {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' || (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code));
};

/**
 * One entry for an unexpected error that never holds what the member sent: the error's class,
 * its code, its message unless it is the database's (which quotes values), and the stack's
 * frames. `console.error(error)` would print a database error's query, parameters and detail.
 */
export function describeUnexpected(what: string, error: unknown): string {
  if (!(error instanceof Error)) return `[500] ${what}: a thrown ${typeof error}`;
  const code = (error as { code?: unknown }).code;
  const head = [
    error.name,
    typeof code === 'string' ? code : undefined,
    isDatabaseError(error) ? '(database message not logged)' : error.message.slice(0, 300),
  ]
    .filter(Boolean)
    .join(' ');
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12);
  return [`[500] ${what}: ${head}`, ...frames].join('\n');
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (isDependencyFailure(error)) {
    outages[dependencyOf(error)].failed(`${c.req.method} ${c.req.path}`, error);
    return errorResponse(
      c,
      new ApiError(503, 'UNAVAILABLE', 'We are busy for a moment. Please try again.', {
        retryAfter: RETRY_AFTER_SECONDS,
      }),
    );
  }
  console.error(describeUnexpected(`${c.req.method} ${c.req.path}`, error));
  return errorResponse(
    c,
    new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
  );
}
