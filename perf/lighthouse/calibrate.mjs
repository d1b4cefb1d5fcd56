// Lighthouse's 4× CPU slowdown is calibrated for a benchmark index of about 1500-2000; with 1750 as
// the reference, the multiplier is 4 × the host's index / 1750, so the simulated phone is the same
// device on a fast host and a slow one. The host's index is the median of a collection's runs.

export const REFERENCE_INDEX = 1750;
export const REFERENCE_MULTIPLIER = 4;
/** A run whose index is this far from the median of the run's indexes (either way) was disturbed
 *  (another process took the CPU while it measured) and is run again. */
export const DISTURBED_RATIO = 1.3;

/** The CPU slowdown that makes a host with `benchmarkIndex` simulate the reference phone. */
export const multiplierFor = (benchmarkIndex) =>
  (REFERENCE_MULTIPLIER * benchmarkIndex) / REFERENCE_INDEX;

/** Whether `index` lies too far from `median` to be trusted. */
export const disturbed = (index, median) =>
  index > median * DISTURBED_RATIO || index < median / DISTURBED_RATIO;

/** The startup floor's main-thread work before app-ready on the simulated phone (ms). A collection
 *  that measures the floor is audited at the multiplier that gives its observed work this much
 *  (docs/performance.md#cpu-calibration has where the figure comes from). */
export const FLOOR_WORK_MS = 600;

/** The CPU slowdown that gives the floor's observed `workMs` FLOOR_WORK_MS on the phone. */
export const multiplierForFloorWork = (workMs) => FLOOR_WORK_MS / workMs;

/** A collection's multiplier: the index's, but never more than the floor's work gives (when the
 *  collection measured the floor, `floorWorkMs`). Each estimate alone has made the phone far
 *  too slow on one host (docs/performance.md#cpu-calibration). */
export function chooseMultiplier(benchmarkIndex, floorWorkMs) {
  const byIndex = multiplierFor(benchmarkIndex);
  if (!Number.isFinite(floorWorkMs)) return { multiplier: byIndex, basis: 'index' };
  const byWork = multiplierForFloorWork(floorWorkMs);
  return byWork < byIndex
    ? { multiplier: byWork, basis: 'floor' }
    : { multiplier: byIndex, basis: 'index' };
}
