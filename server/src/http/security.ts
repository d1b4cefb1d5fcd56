import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const LINE_HOSTS = ['https://*.line.me', 'https://*.line-scdn.net', 'https://*.line-apps.com'];

/** CSP that lets the LIFF SDK load and talk to LINE, and nothing else from outside. */
function contentSecurityPolicy(corsOrigins: string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...LINE_HOSTS]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['connect-src', ["'self'", ...LINE_HOSTS, ...corsOrigins]],
    ['font-src', ["'self'", 'data:']],
    ['frame-src', ["'self'", ...LINE_HOSTS]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** What hono/secure-headers sets by default, with our CSP, referrer policy and CORP. */
export function securityHeaderList(corsOrigins: string[]): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(corsOrigins)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Puts the security headers on every response; a header the handler sets itself wins.
 *
 * Under @hono/node-server they go straight onto Node's response before the handler runs, so a
 * JSON answer keeps the plain header object that node-server writes out directly. Setting them on
 * c.res (as hono/secure-headers does) builds a fetch Headers object for every response, which was
 * a quarter of the CPU time of a small API call. Elsewhere (app.request in tests) they go on c.res.
 */
export function securityHeaders(corsOrigins: string[]): MiddlewareHandler {
  const headers = securityHeaderList(corsOrigins);
  return async (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

/**
 * CORS for the listed origins. A request without an Origin header is not a cross-origin browser
 * call and gets no CORS headers (nor the Vary: Origin that would follow: API answers are to
 * Authorization-bearing calls, which shared caches do not store).
 */
export function corsFor(origins: string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  return (c, next) => (c.req.header('origin') ? handler(c, next) : next());
}
