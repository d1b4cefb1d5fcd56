import type { Plugin } from 'vite';

/** The virtual module Vite's build-import-analysis plugin serves its `__vitePreload` from
 *  (vite/src/node/plugins/importAnalysisBuild.ts, `preloadHelperId`). */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Replaces Vite's dynamic-import preload helper with one that does only what this app needs:
 * add a `modulepreload` link for each chunk a lazy page imports, once, then import the page.
 * Vite's own helper also preloads and awaits CSS files, reads a CSP nonce, falls back to
 * `rel=preload` and dispatches `vite:preloadError`: this app has no CSS files (goober), no nonce
 * and no listener. It lives in the entry chunk, and the replacement takes 0.4 KB gzip off the
 * JS before app-ready on `/` (the size budget, docs/performance.md).
 *
 * Bends Vite: a `pre` plugin's load hook answers Vite's virtual module before Vite's own does.
 * When Vite renames the module this hook stops matching and Vite's helper comes back (bigger,
 * not broken: `npm run size` shows it). Relative bases and `renderBuiltUrl` need Vite's
 * importer-relative URLs, so Vite keeps the helper then.
 */
export function preloadHelper(): Plugin {
  let base: string | undefined;
  return {
    name: 'preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      const relative = config.base === './' || config.base === '';
      base = relative || config.experimental.renderBuiltUrl ? undefined : config.base;
    },
    load(id) {
      if (id !== HELPER_ID || base === undefined) return null;
      return { code: preloadHelperSource(base), moduleSideEffects: false };
    },
  };
}

/** The helper module's source: `__vitePreload(load, deps)` with Vite's arguments (deps relative
 *  to `base`, as Vite lists them). */
export const preloadHelperSource = (base: string): string => `const seen = {};
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen[href]) continue;
    seen[href] = true;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};`;
