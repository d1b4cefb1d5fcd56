import { timingSafeEqual } from 'node:crypto';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { readLabFigures } from '../services/labFigures.ts';
import { opsVitals } from '../services/vitals.ts';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The token from `Authorization: Bearer <token>` or Basic auth's password (any user name). */
function presentedToken(header: string | undefined): string | undefined {
  const [scheme, value] = (header ?? '').split(' ', 2);
  if (!value) return undefined;
  if (scheme?.toLowerCase() === 'bearer') return value.trim();
  if (scheme?.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Everything of the operator's: 404 while OPS_TOKEN is unset, 401 without it. The 401 says
 *  nothing but that a token is wanted. */
export function opsGuard(token: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!token) throw notFound();
    const presented = presentedToken(c.req.header('authorization'));
    if (presented === undefined || !sameText(presented, token)) {
      c.header('WWW-Authenticate', 'Basic realm="ops", charset="UTF-8"');
      c.header('Cache-Control', 'no-store');
      throw new ApiError(401, 'UNAUTHORIZED', 'The operator token is missing or wrong.');
    }
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** GET /api/ops/vitals: the figures the ops page shows. */
export function opsApiRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use('*', opsGuard(deps.config.opsToken));
  app.get('/vitals', async (c) => {
    const [field, lab] = await Promise.all([
      opsVitals(deps),
      readLabFigures(deps.config.labSummary),
    ]);
    return c.json({ ...field, lab });
  });
  return app;
}

/** /ops/: the operator's page, its own build (vite.ops.config.ts) in STATIC_DIR/ops. */
export function opsPageRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use('*', opsGuard(deps.config.opsToken));
  app.get('/', (c) => c.redirect('/ops/'));
  app.get('*', serveStatic({ root: deps.config.staticDir, precompressed: false }));
  app.get('*', (c) => c.text('Not found', 404));
  return app;
}
