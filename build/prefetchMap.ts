import type { RenderedChunk } from 'rollup';
import type { Plugin } from 'vite';
import { ROUTE_PAGES } from '../src/app/routeTable';

/** The object literal src/platform/prefetch.ts holds until the build fills it in. */
const PLACEHOLDER = /\{\s*__prefetchChunks__\s*:\s*\[\s*\]\s*\}/;

/** The lazy parts a screen may need besides routes, by the name src/platform/prefetch.ts uses. */
export const LAZY_PARTS: Record<string, string> = {
  'sheet:code': 'src/pages/code/CodeSheet.tsx',
  'sheet:calendar': 'src/ui/form/Calendar.tsx',
  'sheet:useReward': 'src/pages/redeem/UseRewardModal.tsx',
  language: 'src/app/firstScreenThai.ts',
};

/** Every name the prefetcher may ask for, with its module (routes: their page, ROUTE_PAGES). */
export const prefetchModules = (): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(ROUTE_PAGES).map(([route, page]) => [route, `src/pages/${page}.tsx`]),
  ),
  ...LAZY_PARTS,
});

type ChunkInfo = Pick<RenderedChunk, 'fileName' | 'imports' | 'isEntry' | 'name'> & {
  facadeModuleId: string | null;
};

/** The files a dynamic import of `module` fetches: its chunk and the chunks that one imports,
 *  except those always loaded (the entry's and `always`'s); none when it lives in one of those. */
export function filesOf(
  module: string,
  chunks: Record<string, ChunkInfo>,
  always: readonly string[] = ['index', 'app'],
): string[] {
  const all = Object.values(chunks);
  const loaded = (c: ChunkInfo | undefined) => !c || c.isEntry || always.includes(c.name);
  const own = all.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
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

/**
 * Writes the chunk files of every route and lazy part into src/platform/prefetch.ts's chunk (its
 * CHUNKS literal), so that the prefetcher, loaded after app-ready, can ask for them with
 * `<link rel=prefetch>`: fetched, not run, at the lowest priority. The names are Rollup's hash
 * placeholders at this stage, replaced by the final names with the prefetcher's own hash
 * following them; nothing of this is in the JS before app-ready.
 */
export function prefetchMap(): Plugin {
  let base = '/';
  return {
    name: 'prefetch-map',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!PLACEHOLDER.test(code)) return null;
      const map: Record<string, string[]> = {};
      for (const [name, module] of Object.entries(prefetchModules())) {
        const files = filesOf(module, meta.chunks);
        if (files.length) map[name] = files.map((f) => `${base}${f}`);
      }
      return { code: code.replace(PLACEHOLDER, JSON.stringify(map)), map: null };
    },
  };
}
