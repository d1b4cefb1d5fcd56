import type { GetManualChunk, ManualChunkMeta, OutputBundle } from 'rollup';

/** The chunk names appWithFirstPage gives. */
const ENTRY_CHUNK = 'index';
const APP_CHUNK = 'app';
/** Six hash characters (36 bits; Vite's are eight): the route table names 40 chunks, and hashes
 *  do not compress (0.09 KB gzip before app-ready on `/`). */
const HASH_LENGTH = 6;
/** Rollup's `entryFileNames` and `chunkFileNames`. */
export const CHUNK_FILE_NAMES = `assets/[name]-[hash:${HASH_LENGTH}].js`;

/**
 * Rollup `manualChunks` that puts the app (`app`: src/main.tsx and all it imports) and the first
 * page (Home, the page a LINE chat opens, with all it imports) into one chunk, `app`, except the
 * packages named in `withEntry`, which ride in the entry's chunk (vite.config.ts says why). Left
 * alone, Rollup gave Home its own chunk plus thirteen tiny shared ones: fourteen requests after
 * the entry, six at a time over HTTP/1.1 on a budget phone's slow network, in front of the login
 * call. Now `/` costs the app chunk and LIFF, both modulepreloaded by index.html; other pages find
 * Home's shared modules already loaded and fetch one or two small chunks. `together` names chunks
 * of lazy modules that Rollup would otherwise split apart (chunk name: the modules' paths).
 */
export function appWithFirstPage(
  app: string,
  firstPage: string,
  withEntry: string[] = [],
  together: Record<string, string[]> = {},
): GetManualChunk {
  let entry: Set<string> | undefined;
  let modules: Set<string> | undefined;
  const riders = withEntry.map((name) => `/node_modules/${name}/`);
  return (id, meta) => {
    // The entry's own modules (with Vite's preload helper, which `app` uses too) are named, or
    // Rollup would pull them into `app` as its dependencies: the entry would then import `app`
    // statically and run all of it before its own first line.
    entry ??= closure(
      meta,
      [...meta.getModuleIds()].filter((m) => meta.getModuleInfo(m)?.isEntry),
    );
    if (entry.has(id) || riders.some((rider) => id.includes(rider))) return ENTRY_CHUNK;
    const path = id.replace(/\\/g, '/');
    for (const [name, paths] of Object.entries(together))
      if (paths.some((p) => path.endsWith(`/${p}`))) return name;
    modules ??= closure(meta, [find(meta, app), find(meta, firstPage)]);
    return modules.has(id) ? APP_CHUNK : undefined;
  };
}

/** The chunks every page finds loaded: the entry's and the app's, as Rollup names their files. */
const ALWAYS_LOADED = new RegExp(
  `^assets/(${ENTRY_CHUNK}|${APP_CHUNK})-[\\w-]{${HASH_LENGTH}}\\.js$`,
);

/**
 * `build.modulePreload.resolveDependencies`: the chunks a lazy page's import preloads alongside.
 * Vite lists the page's own chunk (which the import fetches anyway) and the entry and app chunks
 * (always loaded): 40 file names in the app chunk's route table, 0.5 KB gzip before app-ready,
 * that preloaded nothing. Only the page's other shared chunks are left.
 */
export const preloadedWithPage = (file: string, deps: string[]): string[] =>
  deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep));

function find(meta: ManualChunkMeta, path: string): string {
  const id = [...meta.getModuleIds()].find((m) => m.endsWith(`/${path}`));
  if (!id) throw new Error(`appWithFirstPage: ${path} is not a module of this build`);
  return id;
}

/** Every module statically reachable from `roots`. */
function closure(meta: ManualChunkMeta, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** `files` and every chunk they import statically, depth first, as Rollup names the files. */
export function withStaticImports(bundle: OutputBundle, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}
