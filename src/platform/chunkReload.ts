import { reloadAt } from './reloadGuard';

const currentPath = () => location.pathname + location.search + location.hash;

/** Wraps a page chunk import: when the chunk cannot be loaded (usually a new deploy removed it),
 *  the page reloads at the target once (reload guard). Offline, or if the guard refuses, it
 *  resolves with the fallback instead, so the app shows an error rather than hanging or reloading
 *  into the browser's "no internet" page. */
export function withChunkReload<M>(
  load: () => Promise<M>,
  fallback: () => M | Promise<M>,
  reload: (path: string) => boolean = reloadAt,
): () => Promise<M> {
  return () =>
    load().catch(() =>
      navigator.onLine && reload(currentPath()) ? new Promise<M>(() => {}) : fallback(),
    );
}
