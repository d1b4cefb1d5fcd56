import wretch, { type WretchError } from 'wretch';
import { retry } from 'wretch/middlewares/retry';
import { getAccessToken } from '../state/token';
import { ApiError, toApiError } from './errors';
import { type FormObject, toFormData } from './formData';

export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §7: idempotent methods are retried once on these statuses (and on a network error). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
export const RETRY_DELAY_MS = 300;

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

const api = wretch(API_BASE).middlewares([
  retry({
    maxAttempts: 1,
    delayTimer: RETRY_DELAY_MS,
    retryOnNetworkError: true,
    resolveWithLatestResponse: true,
    until: (response) => !!response && !RETRY_STATUSES.includes(response.status),
    skip: (_url, opts) => !IDEMPOTENT.includes((opts.method ?? 'GET').toUpperCase()),
  }),
]);

export interface RequestOptions {
  /** Sent as multipart/form-data with bracket keys. */
  form?: FormObject;
  json?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

/** The one way the app talks to its backend. Resolves with the parsed JSON body (undefined for an
 *  empty body) or rejects with an ApiError. */
export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  const query = opts.query ? `?${new URLSearchParams(stringValues(opts.query))}` : '';
  let req = api.url(path + query);
  const token = getAccessToken();
  if (token) req = req.auth(`Bearer ${token}`);
  if (opts.headers) req = req.headers(opts.headers);
  if (opts.form) req = req.body(toFormData(opts.form));
  else if (opts.json !== undefined) req = req.json(opts.json);

  let response: Response;
  try {
    response = await req.fetch(method).res();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const failed = error as Partial<WretchError>;
    if (typeof failed.status !== 'number') throw toApiError(0, undefined);
    throw toApiError(failed.status, failed.json, failed.response?.headers.get('Retry-After'));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
