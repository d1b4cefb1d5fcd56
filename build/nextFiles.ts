import type { OutputBundle, OutputChunk } from 'rollup';
import { NEXT, RUN_AT_IDLE } from '../src/app/next';
import { ROUTE_PAGES } from '../src/app/routeTable';
import type { NextFiles } from '../src/platform/prefetch';

/** The lazy parts a screen may open besides routes, by the name src/app/next.ts uses. */
export const LAZY_PARTS: Record<string, string> = {
  'sheet:code': 'src/pages/code/CodeSheet.tsx',
  'sheet:calendar': 'src/ui/form/Calendar.tsx',
  'sheet:useReward': 'src/pages/redeem/UseRewardModal.tsx',
  language: 'src/app/firstScreenThai.ts',
  // The detail calls a tap asks for its page's data with (src/app/nextScreens.ts), in the calls
  // chunk.
  calls: 'src/api/detailCalls.ts',
};

/** Every name NEXT may use, with its module (routes: their page, ROUTE_PAGES). */
export const prefetchModules = (): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(ROUTE_PAGES).map(([route, page]) => [route, `src/pages/${page}.tsx`]),
  ),
  ...LAZY_PARTS,
});

type ChunkInfo = Pick<OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'name' | 'moduleIds'>;

/** The files a dynamic import of `module` fetches: its chunk and the chunks that one imports,
 *  except those always loaded (the entry's and `always`'s); none when it lives in one of those. */
export function filesOf(
  module: string,
  chunks: Record<string, ChunkInfo>,
  always: readonly string[] = ['index', 'app'],
): string[] {
  const loaded = (c: ChunkInfo | undefined) => !c || c.isEntry || always.includes(c.name);
  // The chunk that holds it: its own, or a group's (build/chunkGroups.ts), which has no facade.
  const own = Object.values(chunks).find((c) =>
    c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/${module}`)),
  );
  if (loaded(own)) return [];
  const files: string[] = [];
  const visit = (chunk: ChunkInfo | undefined) => {
    if (loaded(chunk) || files.includes((chunk as ChunkInfo).fileName)) return;
    const c = chunk as ChunkInfo;
    files.push(c.fileName);
    for (const file of c.imports) visit(chunks[file]);
  };
  visit(own);
  return files;
}

export const chunksOf = (bundle: OutputBundle) => {
  const chunks: Record<string, ChunkInfo> = {};
  for (const [file, output] of Object.entries(bundle))
    if (output.type === 'chunk') chunks[file] = output;
  return chunks;
};

const partFiles = (chunks: Record<string, ChunkInfo>) => {
  const modules = prefetchModules();
  return (name: string) => filesOf(modules[name] ?? name, chunks);
};

/** The files of each part of RUN_AT_IDLE, its own chunk first; a part not in this bundle is left
 *  out. */
export function runAtIdleFiles(bundle: OutputBundle): Record<string, string[]> {
  const filesOfPart = partFiles(chunksOf(bundle));
  const run: Record<string, string[]> = {};
  for (const name of RUN_AT_IDLE) {
    const files = filesOfPart(name);
    if (files.length) run[name] = files;
  }
  return run;
}

/**
 * Each screen of NEXT with the URLs of the chunk files it may open next, in NEXT's order, each
 * once, and the chunks of RUN_AT_IDLE's parts: written to dist/builds/next/{id}.json
 * (build/buildManifestPlugin.ts), which the prefetcher (src/platform/prefetch.ts) fetches at idle
 * after app-ready. Data, not script: none of it is in the JS the first screen loads or runs.
 */
export function nextFiles(bundle: OutputBundle, base = '/'): NextFiles {
  const filesOfPart = partFiles(chunksOf(bundle));
  const url = (file: string) => `${base}${file}`;
  const next: NextFiles['next'] = {};
  for (const [screen, names] of Object.entries(NEXT)) {
    const files = new Set(names.flatMap(filesOfPart));
    if (files.size) next[screen] = [...files].map(url);
  }
  const run: NextFiles['run'] = {};
  for (const [name, files] of Object.entries(runAtIdleFiles(bundle))) run[name] = files.map(url);
  return { next, run };
}
