import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server for a test file; call useMockServer() at the top of the file. */
export const server = setupServer();

export interface RecordedRequest {
  method: string;
  /** pathname only */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** multipart or urlencoded fields as strings; undefined for an empty or JSON body */
  form?: Record<string, string>;
  json?: unknown;
}

/** Every request that reached a handler made by `reply`, in order. Cleared after each test. */
export const requests: RecordedRequest[] = [];

export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
  };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('urlencoded')) {
    const data = await request.formData();
    entry.form = Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
  } else if (type.includes('json')) {
    entry.json = await request.json();
  }
  requests.push(entry);
  return entry;
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** A handler that records the request and answers `body` with `status` (JSON). */
export function reply(
  method: Method,
  path: string,
  body: JsonBodyType | ((req: RecordedRequest) => JsonBodyType),
  status = 200,
  headers: Record<string, string> = {},
) {
  return http[method](path, async ({ request }) => {
    const rec = await record(request);
    const payload = typeof body === 'function' ? body(rec) : body;
    return HttpResponse.json(payload, { status, headers });
  });
}

/** A handler that answers `body` (JSON) only once `answer()` is called: a slow server, held. */
export function heldReply(method: Method, path: string, body: JsonBodyType) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async () => {
      await held;
      return HttpResponse.json(body);
    }),
  );
  return { answer: () => release() };
}

/** A handler answering the reference server's error body. */
export function replyError(
  method: Method,
  path: string,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return reply(method, path, { error: { code, message, ...extra } }, status);
}

/** The reference server's answer when the SMS provider refused the code: 503, retry in 5 s. */
export const smsUnavailable = () =>
  replyError(
    'post',
    '/api/authorization/otp',
    503,
    'SMS_UNAVAILABLE',
    'We could not send the SMS. Please try again.',
    { retryAfter: 5 },
  );

/** A handler whose request fails at the network level. */
export function replyNetworkError(method: Method, path: string) {
  return http[method](path, async ({ request }) => {
    await record(request);
    return HttpResponse.error();
  });
}
