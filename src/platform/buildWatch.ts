// Loaded when the manifest is due (./startBuildWatch): none of this is in the JS before app-ready.
import { type BuildMarker, type BuildMeta, build, isOutdated } from './buildManifest';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const buildsUrl = (file: string) => `${import.meta.env.BASE_URL}builds/${file}`;

async function getJson<T>(fetchFn: Fetch, url: string): Promise<T> {
  const response = await fetchFn(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

export async function loadMeta(fetchFn: Fetch = fetch): Promise<void> {
  const meta = await getJson<BuildMeta>(fetchFn, buildsUrl(`meta/${build.id}.json`));
  if (meta.routeRules && typeof meta.routeRules === 'object') build.routeRules = meta.routeRules;
}

export async function checkLatest(fetchFn: Fetch = fetch): Promise<boolean> {
  const latest = await getJson<BuildMarker>(fetchFn, buildsUrl('latest.json'));
  if (typeof latest.id === 'string' && latest.id) build.latestId = latest.id;
  return isOutdated();
}

export interface BuildWatchOptions {
  intervalMs: number;
  fetchFn?: Fetch;
}

/** Prefetches this build's meta now, then polls latest.json. Returns a stop function. Failures
 *  are silent: the app keeps working on the rules it has. */
export function watchBuilds({ intervalMs, fetchFn = fetch }: BuildWatchOptions) {
  const quiet = () => undefined;
  void loadMeta(fetchFn).catch(quiet);
  const timer = setInterval(() => void checkLatest(fetchFn).catch(quiet), intervalMs);
  return () => clearInterval(timer);
}
