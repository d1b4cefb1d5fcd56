// Reads the route table's source (src/app/routes.ts) as text: the table is app code that imports
// pages, so build scripts (scripts/routePages.ts, scripts/size.mjs) cannot run it. Plain JS so
// that `node scripts/size.mjs` can import it too.
import { readFileSync } from 'node:fs';

/** The route table's file, from the project's root. */
export const ROUTE_TABLE = 'src/app/routes.ts';

/**
 * The `{ path: '…', … import('…') }` pairs of the route table's source, in order. A route
 * without a page import would be a table this reader no longer understands: it throws.
 * @param {string} source
 * @returns {Array<{ path: string, module: string }>}
 */
export function routePagesOf(source) {
  return source
    .split(/\bpath:\s*(?=')/)
    .slice(1)
    .map((part) => {
      const path = /^'([^']+)'/.exec(part)?.[1];
      const module = /\bimport\('([^']+)'\)/.exec(part)?.[1];
      if (!path || !module) throw new Error(`route table: cannot read the route at ${part.trim()}`);
      return { path, module };
    });
}

/** The routes of the table at `file` (a path or a file URL). */
export const readRouteTable = (file) => routePagesOf(readFileSync(file, 'utf8'));
