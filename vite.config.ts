import { readFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { defineConfig, loadEnv } from 'vite';
import { buildManifest } from './build/buildManifestPlugin';
import { appWithFirstPage, CHUNK_FILE_NAMES, preloadedWithPage } from './build/chunkGroups';
import { compileHints } from './build/compileHints';
import { hookFormReact } from './build/hookFormReact';
import { nextFiles } from './build/nextFiles';
import { precompress } from './build/precompress';
import { preloadHelper } from './build/preloadHelper';
import { floorPage } from './perf/floor/floorPage';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      preact({ prerender: { enabled: false } }),
      hookFormReact(),
      preloadHelper(),
      floorPage(),
      buildManifest({
        routeRulesFile: 'src/platform/routeRules.json',
        preload: ['src/main.tsx', 'src/liff/real.ts', 'src/liff/mock.ts'],
        next: nextFiles,
      }),
      compileHints(),
      precompress(),
    ],
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(
        process.env.VITE_APP_VERSION || env.VITE_APP_VERSION || pkg.version,
      ),
    },
    resolve: {
      alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    },
    build: {
      // LINE's in-app browser: Android System WebView and iOS WKWebView (LIFF asks for iOS 15 or
      // later), so native ES2021 operators and class fields (docs/performance.md).
      target: ['chrome94', 'safari15'],
      // Terser, not esbuild, with hoist_funs and a third pass: smaller startup JS
      // (docs/performance.md).
      minify: 'terser',
      terserOptions: { ecma: 2020, module: true, compress: { passes: 3, hoist_funs: true } },
      manifest: true,
      modulePreload: { polyfill: false, resolveDependencies: preloadedWithPage },
      rollupOptions: {
        output: {
          // goober rides with the entry, which sets its style sheet up (src/entry.ts): the three
          // startup chunks download side by side, and on Lighthouse's phone each request gets a
          // third of the bandwidth, so the entry used a tenth of its share of the first window
          // while the app chunk ended 0-30 bytes short of needing a third round trip (150 ms).
          // A real connection carries the same bytes in the same round trips either way
          // (docs/performance.md, "The startup window").
          // The detail calls, which app/nextScreens imports alone on a tap, stay in the calls'
          // chunk: on their own they would be one chunk more than CHUNK_FILE_NAMES's hashes allow.
          manualChunks: appWithFirstPage('src/main.tsx', 'src/pages/home/Home.tsx', ['goober'], {
            calls: ['src/api/calls.ts', 'src/api/detailCalls.ts'],
          }),
          // A dynamically imported module's namespace (Rollup builds one for each, `main` and the
          // pages' included) as a plain object: neither frozen nor tagged "Module". Nothing here
          // reads either, and each cost some 80 bytes: 50 B gzip before app-ready on `/`.
          freeze: false,
          generatedCode: { symbols: false },
          entryFileNames: CHUNK_FILE_NAMES,
          chunkFileNames: CHUNK_FILE_NAMES,
        },
      },
    },
  };
});
