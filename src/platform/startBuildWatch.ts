import { MANIFEST_PREFETCH_DELAY_MS } from '../constants';
import { afterIdle } from './idle';

/** Starts watching for new builds when the route-rule manifest is due, about 1 s after idle
 *  (SPEC §7, §9). Its code (./buildWatch) loads only then: it is not in the JS before app-ready,
 *  and on a slow network it does not share the bandwidth with the first page. */
export function startBuildWatch(
  intervalMs: number,
  whenIdle = afterIdle,
  load = () => import('./buildWatch'),
): void {
  whenIdle(
    () =>
      void load()
        .then((watch) => watch.watchBuilds({ intervalMs }))
        .catch(() => undefined),
    MANIFEST_PREFETCH_DELAY_MS,
  );
}
