import type { Plugin } from 'vite';

/** The static overlay page's file name in a mock build's output (served as `/floor.html`). */
export const FLOOR_PAGE = 'floor.html';

/** The built index.html without its scripts and modulepreloads: only the loading overlay, the
 *  physical floor of what `/` can paint. Lighthouse CI, the performance spec and `npm run bench`
 *  measure the app against it in the same run. */
export function floorHtml(indexHtml: string): string {
  return indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi, '');
}

/** Emits floor.html next to index.html in mock-LIFF builds only (VITE_LIFF_MOCK=1: the builds the
 *  measurements serve); a production dist does not ship it. */
export function floorPage(): Plugin {
  let mock = false;
  return {
    name: 'floor-page',
    apply: 'build',
    // After Vite's HTML plugin has emitted the final index.html (with its modulepreloads).
    enforce: 'post',
    configResolved(config) {
      mock = config.env.VITE_LIFF_MOCK === '1';
    },
    generateBundle(_options, bundle) {
      if (!mock) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('floor-page: the build emitted no index.html.');
      this.emitFile({
        type: 'asset',
        fileName: FLOOR_PAGE,
        source: floorHtml(String(index.source)),
      });
    },
  };
}
