import { resolve } from 'node:path';
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { withStaticImports } from './chunkGroups';

/** A route whose path names one page (no parameter), other than `/`, which index.html is. */
const ownPage = (path: string) => path !== '/' && !path.includes(':');

/** index.html with a modulepreload of each of `files` (base-relative), after its own and in the
 *  same form (low priority: build/buildManifestPlugin.ts says why). */
export function routeHtml(indexHtml: string, base: string, files: string[]): string {
  const links = files.map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">`,
  );
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Emits, for each route of one page (`/profile`, `/redeem`, …), `{route}/index.html`: index.html
 * with modulepreloads of that page's chunks. Served for that route (a static host serves a
 * folder's index.html; the reference server does), the page downloads beside the app's and
 * LIFF's chunks instead of after the app has run and found out where it is: on a budget phone's
 * network that is the page's chunks' round trip off the first screen. Any other path still gets
 * index.html, which loads the page as before.
 */
export function routePages(pages: Record<string, string>, pagesDir = 'src/pages'): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'route-pages',
    apply: 'build',
    // After Vite's HTML plugin has emitted the final index.html (with its modulepreloads).
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('route-pages: the build emitted no index.html.');
      const indexHtml = String(index.source);
      const loaded = (f: string) => indexHtml.includes(`${base}${f}"`);
      for (const [path, page] of Object.entries(pages).filter(([p]) => ownPage(p))) {
        const module = resolve(root, pagesDir, page);
        const chunk = Object.values(bundle).find(
          (c): c is OutputChunk =>
            c.type === 'chunk' && c.facadeModuleId?.replace(/\.[jt]sx?$/, '') === module,
        );
        if (!chunk) this.error(`route-pages: no chunk for ${page} (${path})`);
        this.emitFile({
          type: 'asset',
          fileName: `${path.slice(1)}/index.html`,
          source: routeHtml(
            indexHtml,
            base,
            withStaticImports(bundle, [chunk.fileName]).filter((f) => !loaded(f)),
          ),
        });
      }
    },
  };
}
