import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { COMPILE_HINT } from '../../build/compileHints';
import { TAP_FLOOR } from './tapFloorPage';

/** The static overlay page's file name in a mock build's output (served as `/floor.html`). */
export const FLOOR_PAGE = 'floor.html';
/** The startup floor's page (perf/floor/startup.ts), beside it. */
export const STARTUP_FLOOR_PAGE = 'floor-startup.html';
/** Its chunks' names, as the app's (build/chunkGroups.ts) but under floor/. */
const FLOOR_FILE_NAMES = 'floor/[name]-[hash:6].js';

/** The built index.html without its scripts and modulepreloads: only the loading overlay, the
 *  physical floor of what `/` can paint. Lighthouse CI, the performance spec and `npm run bench`
 *  measure the app against it in the same run. */
export function floorHtml(indexHtml: string): string {
  return indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi, '');
}

/** The overlay page with the startup floor's entry and a modulepreload of each of its chunks, as
 *  index.html loads the app: all at low priority (build/buildManifestPlugin.ts says why). */
export function startupFloorHtml(indexHtml: string, entry: string, chunks: string[]): string {
  const tags = [
    `<script type="module" fetchpriority="low" crossorigin src="/${entry}"></script>`,
    ...chunks.map(
      (chunk) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk}">`,
    ),
  ].join('\n    ');
  return floorHtml(indexHtml).replace('</head>', `  ${tags}\n  </head>`);
}

/** Emits floor.html, floor-startup.html and floor-tap.html (with their JS under floor/) next to index.html in
 *  mock-LIFF builds only (VITE_LIFF_MOCK=1: the builds the measurements serve); a production dist
 *  does not ship them. */
export function floorPage(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'floor-page',
    apply: 'build',
    // After Vite's HTML plugin has emitted the final index.html (with its modulepreloads).
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      if (config?.env.VITE_LIFF_MOCK !== '1') return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('floor-page: the build emitted no index.html.');
      const indexHtml = String(index.source);
      this.emitFile({ type: 'asset', fileName: FLOOR_PAGE, source: floorHtml(indexHtml) });

      // The floors are built apart from the app (an input of the app's own build would share
      // chunks with it and change the app's chunking), and apart from each other, by the same
      // toolchain with the same target, minifier and options. The startup floor is chunked as the
      // app is: a small entry that starts the chain after the first paint, the chain, and LIFF in
      // a chunk of its own; the page modulepreloads the last two.
      const chunks = await buildFloor(config, 'entry.ts');
      const tapChunks = await buildFloor(config, 'tap.ts');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const statics = (fileName: string): string[] => {
        const chunk = byName.get(fileName);
        return [fileName, ...(chunk?.type === 'chunk' ? chunk.imports.flatMap(statics) : [])];
      };
      const [entry, chain, liff] = ['entry.ts', 'startup.ts', 'liff.ts'].map((f) =>
        chunkOf(chunks, f),
      );
      if (!entry || !chain || !liff)
        this.error('floor-page: no startup floor entry, chain or LIFF chunk.');
      const preloads = new Set([entry, chain, liff].flatMap((c) => statics(c.fileName)));
      preloads.delete(entry.fileName);
      // The preloaded chunks carry V8's compile hint, as the app's startup chunks do
      // (build/compileHints.ts).
      for (const file of [...chunks, ...tapChunks]) {
        const code = file.type === 'chunk' ? file.code : file.source;
        const hinted = preloads.has(file.fileName) ? `${COMPILE_HINT}\n${code}` : code;
        this.emitFile({ type: 'asset', fileName: file.fileName, source: hinted });
      }
      this.emitFile({
        type: 'asset',
        fileName: STARTUP_FLOOR_PAGE,
        source: startupFloorHtml(indexHtml, entry.fileName, [...preloads]),
      });
      const tap = chunkOf(tapChunks, 'tap.ts');
      if (!tap) this.error('floor-page: no tap floor chunk.');
      this.emitFile({
        type: 'asset',
        fileName: TAP_FLOOR.page,
        source: floorHtml(indexHtml).replace(
          '</head>',
          `  <script type="module" crossorigin src="/${tap.fileName}"></script>\n  </head>`,
        ),
      });
    },
  };
}

/** The chunk whose entry module is perf/floor/`file`. */
const chunkOf = (files: Emitted[], file: string) =>
  files.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`/perf/floor/${file}`));

type Output = Awaited<ReturnType<typeof import('vite').build>>;
type Emitted = Extract<Output, { output: unknown }>['output'][number];

/** Builds perf/floor/`input` as the app is built (target, minifier, its options and output
 *  options, not its chunks) and answers the files, unwritten. */
async function buildFloor(config: ResolvedConfig, input: string): Promise<Emitted[]> {
  const { build } = await import('vite');
  const { manualChunks: _, ...appOutput } = [config.build.rollupOptions.output].flat()[0] ?? {};
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    define: config.define,
    build: {
      write: false,
      target: config.build.target,
      minify: config.build.minify,
      terserOptions: config.build.terserOptions,
      modulePreload: false,
      rollupOptions: {
        input: fileURLToPath(new URL(`./${input}`, import.meta.url)),
        output: {
          ...appOutput,
          entryFileNames: FLOOR_FILE_NAMES,
          chunkFileNames: FLOOR_FILE_NAMES,
        },
      },
    },
  });
  return (Array.isArray(output) ? output : [output]).flatMap((o) =>
    'output' in o ? o.output : [],
  );
}
