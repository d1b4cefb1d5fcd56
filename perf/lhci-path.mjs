// `npm run lhci:path -- <folder> [path]`: why each run's `app-ready` is what it is, from a
// collection made with `LHCI_DUMP=<folder> npm run lhci`: each run simulated again as the gates
// simulated it (lighthouse/readyPath.mjs), then the chain it waited on, the main-thread time before
// it, each page's median against the startup floor's, and the main thread's busy time in each
// window of startup beside its floor's. docs/performance.md#why-app-ready-is-what-it-is.
import { pageOf } from './lighthouse/collect.mjs';
import { medianOf } from './lighthouse/median.mjs';
import {
  mainThreadBefore,
  readDump,
  simulateDumped,
  startupWindows,
  waitedChain,
} from './lighthouse/readyPath.mjs';

const FLOOR = '/floor-startup.html';
const [folder, only] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: npm run lhci:path -- <folder of LHCI_DUMP> [path, e.g. /redeem]');
  process.exit(2);
}

const ms = (n) => Math.round(n).toString().padStart(5);
const traceStart = (run) =>
  run.Trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? 0;

/** One line of the chain: simulated start and end, then what the node is; a task that began
 *  after what it waited on had ended waited for the main thread, busy with other tasks. */
function describe(step, previous, run) {
  const { node } = step;
  const queued = previous ? step.startTime - previous.endTime : 0;
  const what =
    node.type === 'network'
      ? `${node.request.resourceType} ${pageOf(node.request.url)} ${node.request.transferSize} B`
      : `task ${(node.duration / 1000).toFixed(1)} ms observed, at ${((node.startTime - traceStart(run)) / 1000).toFixed(0)} ms` +
        (queued >= 1 ? `, after ${Math.round(queued)} ms of other tasks` : '');
  return `  ${ms(step.startTime)} ${ms(step.endTime)}  ${what}`;
}

const { runs, serverTimes } = readDump(folder);
const readyBy = new Map();
/** Per path, per window (named by the cut it ends at): each run's observed busy ms. */
const busyBy = new Map();
for (const run of runs) {
  const path = pageOf(run.url);
  const windows = busyBy.get(path) ?? new Map();
  busyBy.set(path, windows);
  for (const { until, busyMs } of startupWindows(run.Trace.traceEvents))
    windows.set(until, [...(windows.get(until) ?? []), busyMs]);
  const { nodeTimings, observedReady, ready } = await simulateDumped(run, serverTimes);
  if (ready === undefined) continue;
  readyBy.set(path, [...(readyBy.get(path) ?? []), ready]);
  if (only && path !== only) continue;
  const cpu = mainThreadBefore(nodeTimings, observedReady);
  console.log(
    `\n${path}: app-ready ${Math.round(ready)} ms, main thread before it ${Math.round(cpu)} ms`,
  );
  const chain = waitedChain(nodeTimings, ready);
  for (const [i, step] of chain.entries()) console.log(describe(step, chain[i - 1], run));
}

const floor = readyBy.has(FLOOR) ? medianOf(readyBy.get(FLOOR)) : undefined;
console.log('\nMedian app-ready (simulated again), and its ratio to the startup floor:');
for (const [path, values] of readyBy) {
  const median = medianOf(values);
  const ratio = floor ? ` × ${(median / floor).toFixed(2)}` : '';
  console.log(`  ${path.padEnd(24)} ${ms(median)}${ratio}  (${values.map(Math.round).join(', ')})`);
}

// Where a ratio comes from: the floor does each window's least (a window the floor lacks, such as
// the snapshot's, has nothing beside it).
console.log(
  '\nMain thread busy, ms observed (medians), in each window of startup, ending at the named',
  'instant;\nthe floor of the same visit (cold or warm) beside:',
);
for (const [path, windows] of busyBy) {
  if (!windows.size || path.startsWith(FLOOR) || (only && path !== only)) continue;
  const floor = busyBy.get(path.includes('warm') ? `${FLOOR}?warm` : FLOOR);
  const cells = [...windows].map(([until, values]) => {
    const mine = medianOf(values);
    const theirs = floor?.get(until);
    return `${until} ${mine.toFixed(1)}${theirs ? ` (${medianOf(theirs).toFixed(1)})` : ''}`;
  });
  console.log(`  ${path}`);
  for (let i = 0; i < cells.length; i += 4) console.log(`    ${cells.slice(i, i + 4).join(' · ')}`);
}
