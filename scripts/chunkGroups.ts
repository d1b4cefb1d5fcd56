import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * Rollup `manualChunks` that bundles the first page (Home, the page a LINE chat opens) and every
 * module it imports into the entry chunk. Left alone, Rollup gave Home its own chunk plus thirteen
 * tiny shared ones: fourteen requests after the entry, six at a time over HTTP/1.1 on a budget
 * phone's slow network, in front of the login call. Now `/` costs the entry and LIFF, both in
 * parallel from the document; other pages find Home's shared modules already loaded and fetch
 * one or two small chunks. The entry's own modules must be named too, or Rollup would pull them
 * into the manual chunk as its dependencies.
 */
export function firstPageInEntry(firstPage: string): GetManualChunk {
  let entry: Set<string> | undefined;
  return (id, meta) => {
    entry ??= entryModules(meta, firstPage);
    return entry.has(id) ? 'index' : undefined;
  };
}

function entryModules(meta: ManualChunkMeta, firstPage: string): Set<string> {
  const ids = [...meta.getModuleIds()];
  const page = ids.find((id) => id.endsWith(`/${firstPage}`));
  if (!page) throw new Error(`firstPageInEntry: ${firstPage} is not a module of this build`);
  const roots = ids.filter((id) => meta.getModuleInfo(id)?.isEntry);
  const seen = new Set<string>();
  const queue = [...roots, page];
  for (let id = queue.pop(); id; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
