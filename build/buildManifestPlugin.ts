import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { withStaticImports } from './chunkGroups';

export interface BuildManifestOptions {
  /** The one route-rules source file (JSON: {PATTERN: {redirect: TARGET}}). */
  routeRulesFile: string;
  /** Modules whose chunks index.html should modulepreload (the LIFF loader's targets). */
  preload?: string[];
  /** Each screen's next chunk files (build/nextFiles.ts), written to dist/builds/next/{id}.json. */
  next?: (bundle: OutputBundle, base: string) => unknown;
}

/**
 * Writes dist/builds/latest.json {id, timestamp}, dist/builds/meta/{id}.json {id, timestamp,
 * routeRules} (both served the same way by the dev server) and, with `next`,
 * dist/builds/next/{id}.json (src/platform/prefetch.ts reads it; `{}` from the dev server), exposes the id to the app as
 * import.meta.env.VITE_BUILD_ID, and modulepreloads the LIFF chunk so it downloads in parallel
 * with the entry instead of after it.
 */
export function buildManifest({
  routeRulesFile,
  preload = [],
  next,
}: BuildManifestOptions): Plugin {
  const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const timestamp = Date.now();
  let base = '/';
  let root = process.cwd();
  const readRules = () =>
    JSON.parse(readFileSync(resolve(root, routeRulesFile), 'utf8')) as unknown;
  const latest = () => JSON.stringify({ id, timestamp });
  const meta = () => JSON.stringify({ id, timestamp, routeRules: readRules() });

  return {
    name: 'build-manifest',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        const body =
          path === `${base}builds/latest.json`
            ? latest()
            : path === `${base}builds/meta/${id}.json`
              ? meta()
              : path === `${base}builds/next/${id}.json`
                ? '{}'
                : undefined;
        if (body === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: latest() });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: meta() });
      if (next) {
        const source = JSON.stringify(next(bundle, base));
        this.emitFile({ type: 'asset', fileName: `builds/next/${id}.json`, source });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const preloaded = chunks.filter((chunk) =>
          chunk.moduleIds.some((id) => preload.some((p) => id.replace(/\\/g, '/').endsWith(p))),
        );
        const files = withStaticImports(
          ctx.bundle,
          preloaded.map((c) => c.fileName),
        );
        const entry = chunks.find((c) => c.isEntry);
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        // Low priority: none of this JS may hold back the overlay's first paint (src/entry.ts
        // runs the app after it), and Lighthouse counts a high-priority script as render-blocking.
        const tags = files
          .filter((f) => !alreadyLoaded.has(f))
          .map<HtmlTagDescriptor>((f) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `${base}${f}`,
            },
            injectTo: 'head',
          }));
        return {
          html: html.replace(
            '<script type="module" ',
            '<script type="module" fetchpriority="low" ',
          ),
          tags,
        };
      },
    },
  };
}
