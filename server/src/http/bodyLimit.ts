import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.ts';

/** Past this much, an oversized body is not read to its end: the answer closes the connection. */
const MAX_DRAIN_BYTES = 1024 * 1024;

const tooLarge = () => new ApiError(413, 'TOO_LARGE', 'The request is too large.');

/**
 * Reads the whole request body before the handler runs and answers 413 when it is larger than
 * maxBytes.
 *
 * Why not hono/body-limit: it answers an oversized Content-Length without reading the body. The
 * unread upload then backs up behind Node's stream, @hono/node-server's drain of the leftover body
 * never ends, and it destroys the socket 500 ms after the answer. A client still uploading saw the
 * connection close, often with no status. Reading the body to its end first (up to
 * MAX_DRAIN_BYTES) keeps the keep-alive connection usable and the answer delivered.
 *
 * Under @hono/node-server the body is read straight from Node's stream and handed on as
 * `incoming.rawBody`, which node-server reads from without building a fetch Request and its
 * streams (twice, as replacing c.req.raw did); elsewhere c.req.raw is replaced.
 */
export const bodyLimit = (maxBytes: number) =>
  createMiddleware(async (c, next) => {
    // Touching c.req.raw builds a full fetch Request in @hono/node-server: skip it without a body.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') {
      return next();
    }
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming as
      | (HttpBindings['incoming'] & { rawBody?: Buffer })
      | undefined;
    // Node's web ReadableStream is async iterable; the DOM types do not say so.
    const source = incoming ?? (c.req.raw.body as AsyncIterable<Uint8Array> | null);
    if (!source) return next();
    if (Number(c.req.header('content-length') ?? 0) > MAX_DRAIN_BYTES) {
      c.header('Connection', 'close');
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) {
        c.header('Connection', 'close');
        throw tooLarge();
      }
    }
    if (size > maxBytes) throw tooLarge();
    const body = Buffer.concat(chunks);
    if (incoming) incoming.rawBody = body;
    else c.req.raw = new Request(c.req.raw, { body });
    await next();
  });
