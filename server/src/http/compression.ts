import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** hono/compress for clients that accept an encoding. Without Accept-Encoding it keeps the
 *  response's headers untouched (see security.ts): the identity answer, without Vary, is right for
 *  any client a cache might hand it to. */
export function compression(): MiddlewareHandler {
  const handler = compress();
  return (c, next) => (c.req.header('accept-encoding') ? handler(c, next) : next());
}
