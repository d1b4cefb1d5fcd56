// The startup floor's own work, the CPU calibration of a collection that measures it
// (docs/performance.md#cpu-calibration).

import { markTs } from './appReadyAudit.mjs';
import { MainThreadTasks, TraceProcessor } from './private.mjs';

/** Observed ms of the page's main thread, in its top-level tasks, from navigation start to its
 *  `app-ready` mark; undefined for a trace without the mark. */
export function mainThreadMsBeforeReady(trace) {
  const ready = markTs(trace.traceEvents);
  if (ready === undefined) return undefined;
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const readyMs = (ready - timestamps.timeOrigin) / 1000;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  return tasks
    .filter((task) => !task.parent && task.endTime > 0 && task.startTime < readyMs)
    .reduce((sum, task) => sum + Math.min(task.endTime, readyMs) - Math.max(task.startTime, 0), 0);
}
