import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The static overlay page's file name in a mock build's output (served as `/floor.html`). */
export const FLOOR_PAGE = 'floor.html';
/** The startup floor's page (perf/floor/startup.ts), beside it. */
export const STARTUP_FLOOR_PAGE = 'floor-startup.html';

/** The built index.html without its scripts and modulepreloads: only the loading overlay, the
 *  physical floor of what `/` can paint. Lighthouse CI, the performance spec and `npm run bench`
 *  measure the app against it in the same run. */
export function floorHtml(indexHtml: string): string {
  return indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi, '');
}

/** The overlay page with the startup floor's module and a modulepreload of each of its chunks,
 *  as index.html loads the app. */
export function startupFloorHtml(indexHtml: string, entry: string, chunks: string[]): string {
  const tags = [
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`),
  ].join('\n    ');
  return floorHtml(indexHtml).replace('</head>', `  ${tags}\n  </head>`);
}

/** `floor/NAME.js` from an esbuild output path. */
const outName = (path: string) => `floor/${path.split('/').pop()}`;

/** Emits floor.html and floor-startup.html (with its JS under floor/) next to index.html in
 *  mock-LIFF builds only (VITE_LIFF_MOCK=1: the builds the measurements serve); a production dist
 *  does not ship them. */
export function floorPage(): Plugin {
  let mock = false;
  let env: Record<string, unknown> = {};
  return {
    name: 'floor-page',
    apply: 'build',
    // After Vite's HTML plugin has emitted the final index.html (with its modulepreloads).
    enforce: 'post',
    configResolved(config) {
      mock = config.env.VITE_LIFF_MOCK === '1';
      env = config.env;
    },
    async generateBundle(_options, bundle) {
      if (!mock) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('floor-page: the build emitted no index.html.');
      const indexHtml = String(index.source);
      this.emitFile({ type: 'asset', fileName: FLOOR_PAGE, source: floorHtml(indexHtml) });

      // esbuild comes with Vite. The startup floor is bundled apart from the app: an input of the
      // app's own build would share chunks with it and change the app's chunking.
      const { build } = await import('esbuild');
      const floor = await build({
        entryPoints: [fileURLToPath(new URL('./startup.ts', import.meta.url))],
        bundle: true,
        splitting: true,
        minify: true,
        format: 'esm',
        target: 'es2020',
        platform: 'browser',
        outdir: 'floor',
        entryNames: '[name]-[hash]',
        chunkNames: '[name]-[hash]',
        define: { 'import.meta.env': JSON.stringify(env) },
        metafile: true,
        write: false,
        logLevel: 'error',
      });
      for (const file of floor.outputFiles) {
        this.emitFile({ type: 'asset', fileName: outName(file.path), source: file.contents });
      }
      // What the page modulepreloads, as index.html does for the app: the entry's static imports,
      // and the LIFF chunk with its own (not lazy chunks such as preact-iso's prerender).
      const outputs = floor.metafile.outputs;
      const statics = (path: string): string[] => [
        path,
        ...(outputs[path]?.imports ?? [])
          .filter((i) => i.kind === 'import-statement')
          .flatMap((i) => statics(i.path)),
      ];
      const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
      const liff = Object.keys(outputs).find((path) => /\/liff-[^/]+\.js$/.test(path));
      if (!entry || !liff) this.error('floor-page: no startup floor entry or LIFF chunk.');
      const preloads = [...new Set([...statics(entry), ...statics(liff)])].filter(
        (p) => p !== entry,
      );
      this.emitFile({
        type: 'asset',
        fileName: STARTUP_FLOOR_PAGE,
        source: startupFloorHtml(indexHtml, outName(entry), preloads.map(outName)),
      });
    },
  };
}
