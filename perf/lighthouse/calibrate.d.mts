// Types of calibrate.mjs, for the TypeScript that imports it (the Playwright global setup).
export const REFERENCE_INDEX: number;
export const REFERENCE_MULTIPLIER: number;
export const DISTURBED_RATIO: number;
export function multiplierFor(benchmarkIndex: number): number;
export function disturbed(index: number, median: number): boolean;
export const FLOOR_WORK_MS: number;
export function multiplierForFloorWork(workMs: number): number;
export function chooseMultiplier(
  benchmarkIndex: number,
  floorWorkMs: number | undefined,
): { multiplier: number; basis: 'index' | 'floor' };
