import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

const LINE_HOSTS = ['https://*.line.me', 'https://*.line-scdn.net', 'https://*.line-apps.com'];

/** CSP that lets the LIFF SDK load and talk to LINE, and nothing else from outside. */
export function securityHeaders(corsOrigins: string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...LINE_HOSTS],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", ...LINE_HOSTS, ...corsOrigins],
      fontSrc: ["'self'", 'data:'],
      frameSrc: ["'self'", ...LINE_HOSTS],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'cross-origin',
  });
}

export function corsFor(origins: string[]) {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
