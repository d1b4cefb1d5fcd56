import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { chunksOf, filesOf, runAtIdleFiles } from './nextFiles';

/** V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function
 *  of the file is compiled as the file loads, not when it is first called. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The modules whose chunks every open runs before its first screen, besides the entry: the app
 *  (with Home, build/chunkGroups.ts) and LIFF (src/liff/load.ts imports one of the two). */
const STARTUP_MODULES = ['src/main.tsx', 'src/liff/real.ts', 'src/liff/mock.ts'];

/** The startup chunks of STARTUP_MODULES in `bundle`, with the chunks they import but the entry. */
export const startupFiles = (bundle: OutputBundle): string[] => [
  ...new Set(STARTUP_MODULES.flatMap((module) => filesOf(module, chunksOf(bundle), []))),
];

/**
 * Gives V8's compile hint to the startup chunks (startupFiles) and to the files the app runs at
 * idle (build/nextFiles's runAtIdleFiles, the same lists the prefetcher runs), so that their
 * functions are compiled as the chunk loads, off the main thread while it streams, and not one by
 * one on the main thread when first called.
 * - Startup: Chromium makes a script's code cache once its top level has run, so a function first
 *   called later (startup's steps, the first render) was compiled lazily again at every open,
 *   warm ones included. With the hint, on Lighthouse's warm `/` (host ms, medians) startup's task
 *   took 2.7 instead of 4.7, the snapshot's render 4.1 instead of 7.0, LIFF's evaluation 5.1
 *   instead of 6.6. The entry stays without: its code runs once, and it is kept tiny.
 * - At idle: the code sheet's first open spent 21-43 ms compiling at the budget phone's CPU
 *   without it, 7-18 ms with it.
 * The hint is not in the file's hash: a file that gains or loses it keeps its name, and either copy
 * runs the same.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After the minifier, which would drop the comment, and after Vite's own additions (the
    // preload map on top): the hint must open the file.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hinted = [...startupFiles(bundle), ...Object.values(runAtIdleFiles(bundle)).flat()];
        for (const file of new Set(hinted)) {
          const output = bundle[file];
          if (output?.type === 'chunk') output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
