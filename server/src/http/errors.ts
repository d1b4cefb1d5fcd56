import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../../contract/wire.ts';
import {
  isDependencyFailure,
  logDependencyFailure,
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

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (isDependencyFailure(error)) {
    logDependencyFailure(`${c.req.method} ${c.req.path}`, error);
    return errorResponse(
      c,
      new ApiError(503, 'UNAVAILABLE', 'We are busy for a moment. Please try again.', {
        retryAfter: RETRY_AFTER_SECONDS,
      }),
    );
  }
  console.error(error);
  return errorResponse(
    c,
    new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
  );
}
