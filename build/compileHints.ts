import type { Plugin } from 'vite';
import { runAtIdleFiles } from './nextFiles';

/** V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function
 *  of the file is compiled as the file loads, not when it is first called. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Gives the files the app runs at idle (build/nextFiles's runAtIdleFiles, the same lists the
 * prefetcher runs) V8's compile hint, so that their functions are compiled then, as the chunk
 * loads, and not one by one on the main thread in the render of the tap that first calls them.
 * The code sheet's first open spent 21-43 ms compiling at the budget phone's CPU without it, 7-18
 * ms with it (the app chunk's own functions, left lazy). The chunks always loaded keep lazy
 * compiling: the first screen compiles only what it calls. The hint is not in the file's hash: a
 * file that gains or loses it keeps its name, and either copy runs the same.
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
        for (const file of new Set(Object.values(runAtIdleFiles(bundle)).flat())) {
          const output = bundle[file];
          if (output?.type === 'chunk') output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
