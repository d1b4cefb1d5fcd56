import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { RUN_AT_IDLE } from '../src/app/next';
import { LAZY_PARTS } from './nextFiles';

/** V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function
 *  of the file is compiled as the file loads, not when it is first called. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of the module graph a plugin hook can read. */
type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;
interface ChunkLike {
  isEntry: boolean;
  name: string;
  moduleIds: readonly string[];
}

/** The modules `roots` import statically, themselves included. */
export function staticallyReached(roots: string[], graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of graph(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return reached;
}

/** A chunk the app runs at idle: it holds a module `reached` and is not always loaded. */
export const runAtIdle = (chunk: ChunkLike, reached: Set<string>, always: readonly string[]) =>
  !chunk.isEntry && !always.includes(chunk.name) && chunk.moduleIds.some((id) => reached.has(id));

/**
 * Gives the chunks the app runs at idle (app/next's RUN_AT_IDLE parts and what they import, run by
 * platform/prefetch after app-ready) V8's compile hint, so that their functions are compiled then,
 * as the chunk loads, and not one by one on the main thread in the render of the tap that first
 * calls them. The code sheet's first open spent 21-43 ms compiling at the budget phone's CPU
 * without it, 7-18 ms with it (the app chunk's own functions, left lazy). The chunks always loaded
 * (the entry's, `always`) keep lazy compiling: the first screen compiles only what it calls.
 * The hint is folded into the chunk's hash, so a file's name changes with it.
 */
export function compileHints(always: readonly string[] = ['app']): Plugin {
  let root = process.cwd();
  let reached: Set<string> | undefined;
  const parts = () => RUN_AT_IDLE.flatMap((part) => LAZY_PARTS[part] ?? []);
  const hinted = (graph: ModuleGraph, chunk: ChunkLike) => {
    reached ??= staticallyReached(
      parts().map((file) => resolve(root, file)),
      graph,
    );
    return runAtIdle(chunk, reached, always);
  };
  return {
    name: 'compile-hints',
    apply: 'build',
    // After the minifier, which would drop the comment.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    renderStart() {
      reached = undefined;
    },
    augmentChunkHash(chunk) {
      return hinted((id) => this.getModuleInfo(id), chunk) ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      // The hint must open the file: after Vite's own additions (the preload map on top).
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && hinted((id) => this.getModuleInfo(id), output))
            output.code = `${COMPILE_HINT}\n${output.code}`;
      },
    },
  };
}
