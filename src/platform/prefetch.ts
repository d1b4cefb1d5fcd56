// Loaded after app-ready (app/afterReady): none of this is in the JS before it. Fetches, at idle and
// at the lowest priority, the chunks of what the customer can open from the screen they are on,
// so that a tap waits for its data only (one round trip), never for code.
import { BUILD_ID } from '../config';
import { afterIdle } from './idle';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch for a customer who asked to save data, or on a 2G connection (slow-2g, 2g). */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** dist/builds/next/{id}.json (build/nextFiles.ts): each screen's next chunk files, and the
 *  parts to run, not only fetch, once fetched, by name (app/next's RUN_AT_IDLE): each its own
 *  chunk first, then the chunks that one imports. */
export interface NextFiles {
  next: Record<string, string[]>;
  run: Record<string, string[]>;
}

export interface PrefetcherDeps {
  /** Fetches this build's NextFiles; asked once, at the first screen. */
  files: () => Promise<NextFiles | undefined>;
  /** Runs fn when the main thread is idle. */
  whenIdle: (fn: () => void) => void;
  /** Asks for `url` at the lowest priority, into the HTTP cache (a <link rel=prefetch>); settles
   *  once it is there or has failed. */
  fetchLow: (url: string) => Promise<unknown>;
  /** Runs the module at `url` (an import()). */
  run: (url: string) => Promise<unknown>;
  connection: () => Connection | undefined;
}

/** Prefetches the next chunks of each screen shown, each once: the files of the parts to run first,
 *  together, the others one per idle period once those are here; never on Save-Data or 2G. Runs
 *  each part of `run` whose chunk it asked for, at idle, once that part's files are all here (not
 *  the whole screen's: the code sheet, first on Home, runs long before Home's last route has
 *  arrived). `screen(pattern)` is called for each screen shown;
 *  `ran(part)` resolves once that part has run. */
export function createPrefetcher(deps: PrefetcherDeps) {
  const asked = new Set<string>();
  const here = new Set<string>();
  const ran = new Set<string>();
  const queue: string[] = [];
  let toRun: NextFiles['run'] = {};
  let pumping = false;
  let files: ReturnType<PrefetcherDeps['files']> | undefined;
  const parts = new Map<string, { done: Promise<void>; settle: () => void }>();
  const part = (name: string) => {
    let entry = parts.get(name);
    if (!entry) {
      let settle: () => void = () => undefined;
      const done = new Promise<void>((resolve) => {
        settle = resolve;
      });
      entry = { done, settle };
      parts.set(name, entry);
    }
    return entry;
  };

  const runFetched = () => {
    for (const [name, [url, ...imports]] of Object.entries(toRun))
      if (url && asked.has(url) && !ran.has(url) && [url, ...imports].every((f) => here.has(f))) {
        ran.add(url);
        deps.whenIdle(() => void deps.run(url).then(part(name).settle, () => undefined));
      }
  };

  /** The files of the parts to run: asked for first, and alone. */
  let runFiles = new Set<string>();
  let held = false;

  const ask = (url: string) => {
    asked.add(url);
    const arrived = () => {
      here.add(url);
      runFetched();
      if (held) {
        held = false;
        deps.whenIdle(pump);
      }
    };
    deps.fetchLow(url).then(arrived, arrived);
  };

  // A URL is queued only when not asked for and not queued already: each is asked for once. The
  // files of the parts to run come first, together (a part runs once all of its files are here),
  // and alone: the others wait until those have arrived rather than share their bandwidth (on the
  // budget phone the code sheet ran 150 ms sooner), then go one per idle period.
  const pump = () => {
    const url = queue[0];
    pumping = url !== undefined;
    if (url === undefined) return;
    if (runFiles.has(url)) {
      while (queue[0] !== undefined && runFiles.has(queue[0])) ask(queue.shift() as string);
    } else if ([...runFiles].some((file) => asked.has(file) && !here.has(file))) {
      held = true;
      return;
    } else {
      ask(queue.shift() as string);
    }
    deps.whenIdle(pump);
  };

  const screen = (pattern: string): Promise<void> => {
    files ??= deps.files();
    return files.then((map) => {
      if (!map || !prefetchAllowed(deps.connection())) return;
      toRun = map.run;
      runFiles = new Set(Object.values(toRun).flat());
      const urls = map.next[pattern] ?? [];
      const runFirst = [
        ...urls.filter((u) => runFiles.has(u)),
        ...urls.filter((u) => !runFiles.has(u)),
      ];
      for (const url of runFirst) if (!asked.has(url) && !queue.includes(url)) queue.push(url);
      if (!pumping && queue.length) {
        pumping = true;
        deps.whenIdle(pump);
      }
    });
  };
  return { screen, ran: (name: string) => part(name).done };
}

const prefetchLink = (url: string) =>
  new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = url;
    link.onload = link.onerror = settle;
    document.head.append(link);
  });

/** This build's next chunk files, asked for at once at low priority (this runs after app-ready
 *  has painted: app/afterReady); none when they cannot be had. */
const nextFiles = (): Promise<NextFiles | undefined> =>
  fetch(`${import.meta.env.BASE_URL}builds/next/${BUILD_ID}.json`, { priority: 'low' })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);

/** The browser's prefetcher, fed with this build's next chunk files. */
export const prefetcher = createPrefetcher({
  files: nextFiles,
  whenIdle: (fn) => afterIdle(fn, 0),
  fetchLow: prefetchLink,
  // The build's own file names, the same URLs its imports resolve to: the same module instances.
  run: (url) => import(/* @vite-ignore */ url),
  connection: () => (navigator as Navigator & { connection?: Connection }).connection,
});
