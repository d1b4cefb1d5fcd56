import { describe, expect, it } from 'vitest';
import {
  chooseMultiplier,
  FLOOR_WORK_MS,
  multiplierFor,
  multiplierForFloorWork,
  REFERENCE_INDEX,
} from '../../../../perf/lighthouse/calibrate.mjs';
import { mainThreadMsBeforeReady } from '../../../../perf/lighthouse/floorWork.mjs';

// A page's trace as Chromium writes it, reduced to what the calibration reads: the main frame, its
// renderer's main thread, the navigation start, top-level tasks and the app's marks (µs).
const PID = 2;
const TID = 3;
const NAV = 1_000_000;
const task = (startMs: number, ms: number) => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  pid: PID,
  tid: TID,
  ts: NAV + startMs * 1000,
  dur: ms * 1000,
  args: {},
});
const mark = (name: string, atMs: number) => ({
  name,
  cat: 'blink.user_timing',
  ph: 'R',
  pid: PID,
  tid: TID,
  ts: NAV + atMs * 1000,
  args: { data: {} },
});
const trace = (events: object[]) => ({
  traceEvents: [
    {
      name: 'TracingStartedInBrowser',
      cat: 'disabled-by-default-devtools.timeline',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: NAV - 1000,
      args: { data: { frames: [{ frame: 'F', processId: PID, url: 'https://floor/' }] } },
    },
    {
      name: 'thread_name',
      cat: '__metadata',
      ph: 'M',
      pid: PID,
      tid: TID,
      ts: 0,
      args: { name: 'CrRendererMain' },
    },
    {
      name: 'navigationStart',
      cat: 'blink.user_timing',
      ph: 'R',
      pid: PID,
      tid: TID,
      ts: NAV,
      args: {
        frame: 'F',
        data: { isLoadingMainFrame: true, documentLoaderURL: 'https://floor/', navigationId: 'N' },
      },
    },
    ...events,
  ],
});

describe('CPU calibration on the startup floor', () => {
  it("counts the main thread's top-level tasks from navigation start up to app-ready", () => {
    const events = [task(10, 20), task(50, 30), mark('app-ready', 70), task(90, 40)];
    // 20 ms, then 20 of the task that app-ready falls in; the task after it does not count.
    expect(mainThreadMsBeforeReady(trace(events))).toBeCloseTo(40, 3);
  });

  it('has no figure for a page that never marked app-ready', () => {
    expect(mainThreadMsBeforeReady(trace([task(10, 20)]))).toBeUndefined();
  });

  it("gives the floor's work FLOOR_WORK_MS on the simulated phone, on a fast host and a slow one", () => {
    expect(multiplierForFloorWork(FLOOR_WORK_MS / 4)).toBe(4);
    expect(multiplierForFloorWork(FLOOR_WORK_MS / 2) * (FLOOR_WORK_MS / 2)).toBe(FLOOR_WORK_MS);
  });

  // The two hosts that made each estimate alone wrong (2026-11-26): the index read high while the
  // floor's work was slow (the index alone had the floor itself blocking), and the floor's work was
  // fast while the index was not (the floor alone made the phone half again slower than the index's).
  it("takes the index's multiplier unless the floor's work gives a smaller one", () => {
    const slowPages = chooseMultiplier(2500, 210);
    expect(slowPages).toEqual({ multiplier: multiplierForFloorWork(210), basis: 'floor' });
    expect(slowPages.multiplier).toBeLessThan(multiplierFor(2500));
    const fastFloor = chooseMultiplier(1900, 95);
    expect(fastFloor).toEqual({ multiplier: multiplierFor(1900), basis: 'index' });
    expect(fastFloor.multiplier).toBeLessThan(multiplierForFloorWork(95));
  });

  it("takes the index's when the collection did not measure the floor", () => {
    expect(chooseMultiplier(REFERENCE_INDEX, undefined)).toEqual({ multiplier: 4, basis: 'index' });
    expect(chooseMultiplier(REFERENCE_INDEX, Number.NaN)).toEqual({
      multiplier: 4,
      basis: 'index',
    });
  });
});
