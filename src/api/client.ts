import wretch, { type ConfiguredMiddleware } from 'wretch';
import { type FormObject, toFormData } from '../../contract/formData';
import { API_BASE } from '../config';
import { getAccessToken } from '../state/token';
import { ApiError, toApiError } from './errors';

export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §7: idempotent methods are retried once on these statuses (and on a network error). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
export const RETRY_DELAY_MS = 300;

export interface RequestOptions {
  /** Sent as multipart/form-data with bracket keys. */
  form?: FormObject;
  /** Sent as application/json. */
  json?: object;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

/** SPEC §7: one retry for an idempotent request that failed in a retryable way. Hand-written:
 *  wretch/middlewares/retry needs seven options to say this, and costs startup bytes. */
const retryOnce: ConfiguredMiddleware = (next) => async (url, options) => {
  if (IDEMPOTENT.includes(options.method ?? 'GET')) {
    try {
      const response = await next(url, options);
      if (!RETRY_STATUSES.includes(response.status)) return response;
    } catch {
      // No answer at all: retry too.
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
  return next(url, options);
};

const api = wretch(API_BASE)
  .middlewares([retryOnce])
  .customError(async (_error, response) =>
    toApiError(
      response.status,
      await response.json().catch(() => undefined),
      response.headers.get('Retry-After'),
    ),
  );

/** What a signed-in call answered 401 runs before it is sent once more. Handed in at startup
 *  (boot/run.ts: ./signInAgain, loaded then) rather than imported: signing in again is a call. */
let signInAgain: ((unauthorized: ApiError) => Promise<void>) | undefined;

export function onUnauthorized(signIn: (unauthorized: ApiError) => Promise<void>): void {
  signInAgain = signIn;
}

/** The one way the app talks to its backend. Resolves with the parsed JSON body (undefined for an
 *  empty body) or rejects with an ApiError: an HTTP error normalised by `customError` above, or
 *  status 0 for a request that got no answer. A signed-in call answered 401 (the session expired
 *  or the cookie is bad) signs in again (onUnauthorized) and is sent once more. */
export async function request<T>(
  method: Method,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  const query = opts.query ? `?${new URLSearchParams(stringValues(opts.query))}` : '';
  let req = api.url(path + query).headers(opts.headers ?? {});
  if (opts.form) req = req.body(toFormData(opts.form));
  else if (opts.json !== undefined) req = req.json(opts.json);
  const send = (token = getAccessToken()) =>
    (token ? req.auth(`Bearer ${token}`) : req).fetch(method).res();

  const signedIn = getAccessToken();
  const response = await send()
    .catch(async (error: ApiError) => {
      if (!signedIn || error.status !== 401 || !signInAgain) throw error;
      await signInAgain(error);
      return send();
    })
    .catch((error: unknown) => {
      throw error instanceof ApiError ? error : toApiError(0, undefined);
    });
  const text = await response.text().catch(() => '');
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    // The customer can do nothing about an unreadable answer but try again; the code says what.
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'Something went wrong. Please try again.',
    );
  }
}

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
