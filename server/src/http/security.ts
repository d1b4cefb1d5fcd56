import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Where the LIFF SDK (bundled into the app, @line/liff 2.x) reaches LINE: scripts from LINE's
 * static host (its alert UI and, on some LINE versions, its extensions are loaded at run time)
 * and LINE's API (token, certs, verify, profile, friendship, share). Logging in, the deep link and
 * the add-friend page are navigations, which CSP does not govern. The LINE journeys in
 * tests/e2e/line run the real SDK under this policy and fail on any violation.
 */
export const LINE_SCRIPT_HOST = 'https://static.line-scdn.net';
export const LINE_API_HOST = 'https://api.line.me';

/** CSP that lets the LIFF SDK load and talk to LINE, and nothing else from outside. */
function contentSecurityPolicy(corsOrigins: string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", LINE_SCRIPT_HOST]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['connect-src', ["'self'", LINE_API_HOST, ...corsOrigins]],
    ['font-src', ["'self'", 'data:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // LINE opens the app as a page of its own, never in a frame: nobody may frame it (clickjacking).
    ['frame-ancestors', ["'none'"]],
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
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** What members' data must never be: kept by LINE's webview, a shared phone or a proxy. */
const API_CACHE_CONTROL: [string, string] = ['Cache-Control', 'no-store'];

/**
 * Puts the security headers on every response, and `Cache-Control: no-store` on every /api/
 * answer; a header the handler sets itself wins.
 *
 * Under @hono/node-server they go straight onto Node's response before the handler runs, so a
 * JSON answer keeps the plain header object that node-server writes out directly. Setting them on
 * c.res (as hono/secure-headers does) builds a fetch Headers object for every response, which was
 * a quarter of the CPU time of a small API call. Elsewhere (app.request in tests) they go on c.res.
 */
export function securityHeaders(corsOrigins: string[]): MiddlewareHandler {
  const pageHeaders = securityHeaderList(corsOrigins);
  const apiHeaders = [...pageHeaders, API_CACHE_CONTROL];
  return async (c, next) => {
    const headers = c.req.path.startsWith('/api/') ? apiHeaders : pageHeaders;
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
