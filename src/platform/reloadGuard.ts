import { RELOAD_GUARD_MS } from '../constants';

export const RELOAD_GUARD_KEY = 'reload-guard';

interface Marker {
  path: string;
  expires: number;
}

export interface ReloadEnv {
  session: Storage;
  now: () => number;
  currentPath: () => string;
  /** Full page load of another in-app path. */
  assign: (path: string) => void;
  reload: () => void;
}

const browserEnv = (): ReloadEnv => ({
  session: sessionStorage,
  now: Date.now,
  currentPath: () => location.pathname + location.search + location.hash,
  assign: (path) => location.assign(path),
  reload: () => location.reload(),
});

/** Whether reloadAt(path) would reload now. */
export function canReloadAt(
  path: string,
  env: Pick<ReloadEnv, 'session' | 'now'> = browserEnv(),
): boolean {
  const marker = readMarker(env.session);
  return !(marker && marker.path === path && marker.expires > env.now());
}

/** Full reload at an in-app path, at most once per path in RELOAD_GUARD_MS (a sessionStorage
 *  marker {path, expires}), so a broken chunk or build cannot loop. Returns whether it reloads. */
export function reloadAt(path: string, env: ReloadEnv = browserEnv()): boolean {
  if (!canReloadAt(path, env)) return false;
  try {
    env.session.setItem(
      RELOAD_GUARD_KEY,
      JSON.stringify({ path, expires: env.now() + RELOAD_GUARD_MS } satisfies Marker),
    );
  } catch {
    return false;
  }
  if (env.currentPath() === path) env.reload();
  else env.assign(path);
  return true;
}

function readMarker(session: Storage): Marker | null {
  try {
    const parsed = JSON.parse(session.getItem(RELOAD_GUARD_KEY) ?? 'null') as Marker | null;
    return parsed && typeof parsed.path === 'string' && typeof parsed.expires === 'number'
      ? parsed
      : null;
  } catch {
    return null;
  }
}
