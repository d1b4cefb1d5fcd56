import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { renderImage } from '../db/images.ts';

const YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A page of the app: index.html, or a folder's index.html (`/profile` serves profile/index.html
 *  when the build made one). */
const isPage = (path: string) => path.endsWith('.html') || !/\.\w+$/.test(path);

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return YEAR;
  if (isPage(path) || path.startsWith('/builds/')) return NO_CACHE;
  return 'public, max-age=3600';
}

/** Serves the demo images, the built app (a route's own page where the build made one), and
 *  index.html for every other non-API GET. */
export function staticRoutes(staticDir: string) {
  const app = new Hono();

  app.get('/images/:file', (c) => {
    const match = /^([a-z0-9-]{1,64})\.svg$/.exec(c.req.param('file'));
    const svg = match ? renderImage(match[1] as string) : undefined;
    if (!svg) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });

  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    }
  });
  // The build writes .br and .gz beside each text file (build/precompress.ts).
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));

  const fallback = async (c: Context) => {
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/builds/')) {
      return c.text('Not found', 404);
    }
    try {
      const html = await readFile(join(staticDir, 'index.html'), 'utf8');
      c.header('Cache-Control', NO_CACHE);
      return c.html(html);
    } catch {
      return c.text(
        `The app is not built: ${staticDir}/index.html is missing. Run npm run build.`,
        404,
      );
    }
  };
  app.get('*', fallback);

  return app;
}
