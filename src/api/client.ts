import { API_BASE } from '../config';
import { getAccessToken } from '../state/token';
import { ApiError, toApiError } from './errors';
import { type FormObject, toFormData } from './formData';

export type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC §7: idempotent methods are retried once on these statuses (and on a network error). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];
export const RETRY_DELAY_MS = 300;

export interface RequestOptions {
  /** Sent as multipart/form-data with bracket keys. */
  form?: FormObject;
  json?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

/** The one way the app talks to its backend. Resolves with the parsed JSON body (undefined for an
 *  empty body) or rejects with an ApiError. Plain fetch: the whole client is a few hundred bytes
 *  of the initial JS. */
export async function request<T>(
  method: Method,
  path: string,
  opts: RequestOptions = {},
): Promise<T> {
  const query = opts.query ? `?${new URLSearchParams(stringValues(opts.query))}` : '';
  const headers: Record<string, string> = { ...opts.headers };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = toFormData(opts.form);
  else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await send(
      API_BASE + path + query,
      { method, headers, body },
      IDEMPOTENT.includes(method),
    );
  } catch {
    throw toApiError(0, undefined);
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    if (response.ok) {
      throw new ApiError(
        response.status,
        'INVALID_RESPONSE',
        'The server sent an answer the app cannot read. Please try again.',
      );
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed, response.headers.get('Retry-After'));
  return parsed as T;
}

/** One attempt, plus one retry for an idempotent request that failed in a retryable way. */
async function send(url: string, init: RequestInit, retryable: boolean): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (!retryable || !RETRY_STATUSES.includes(response.status)) return response;
  } catch (error) {
    if (!retryable) throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return fetch(url, init);
}

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
