// What a run's simulated `app-ready` waited for. `LHCI_DUMP=<folder> npm run lhci` writes each
// run's artifacts there as it is audited (collect.mjs), with the server times the audits charged;
// `npm run lhci:path -- <folder> [path]` simulates each run again as the gates did (corrected, at
// its CPU multiplier) and prints the chain `app-ready` waited on and the main-thread time before
// it. docs/performance.md#why-app-ready-is-what-it-is.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_SNAPSHOT, markTs, simulatedAt, simulateRun } from './appReadyAudit.mjs';
import { useCorrection, useServerTimes } from './lanternRoundTrips.mjs';

const SERVER_TIMES = 'server-times.json';
/** A dumped run's file: its place in the order of audit. */
const RUN_FILE = /^\d+\.json$/;

/** Takes an earlier collection's runs out of `folder` (and nothing else: it may be any folder), so
 *  that a smaller collection does not read as the runs of two. */
export function clearDump(folder) {
  let files = [];
  try {
    files = readdirSync(folder);
  } catch {
    return;
  }
  for (const file of files)
    if (RUN_FILE.test(file) || file === SERVER_TIMES) rmSync(join(folder, file));
}

/** Writes run `n`'s artifacts (what the simulation reads, and its settings) into `folder`. */
export function writeDump(folder, n, url, artifacts) {
  mkdirSync(folder, { recursive: true });
  const { Trace, DevtoolsLog, GatherContext, URL, settings } = artifacts;
  writeFileSync(
    join(folder, `${n}.json`),
    JSON.stringify({ url, Trace, DevtoolsLog, GatherContext, URL, settings }),
  );
}

/** Writes the server times the audits charged (serverTime.mjs's `calls`) beside the runs. */
export function writeDumpServerTimes(folder, calls) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, SERVER_TIMES), JSON.stringify(calls));
}

/** Each dumped run of `folder`, in the order they were audited. */
export function readDump(folder) {
  const runs = readdirSync(folder)
    .filter((f) => RUN_FILE.test(f))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')));
  let serverTimes = [];
  try {
    serverTimes = JSON.parse(readFileSync(join(folder, SERVER_TIMES), 'utf8'));
  } catch {
    // A collection against a remote server measures none.
  }
  return { runs, serverTimes };
}

/** Simulates a dumped run as the gates did; answers the node timings and its `app-ready` (ms). */
export async function simulateDumped(run, serverTimes) {
  useCorrection(true);
  useServerTimes(serverTimes);
  const context = { computedCache: new Map(), settings: run.settings };
  const nodeTimings = await simulateRun(run, context, 'app-ready path');
  const observedReady = markTs(run.Trace.traceEvents);
  return {
    nodeTimings,
    observedReady,
    ready: observedReady === undefined ? undefined : simulatedAt(nodeTimings, observedReady),
  };
}

/**
 * The chain `ready` waited on: the node whose simulated end is `ready`, then, step by step, the
 * dependency of each that ended last (a task may also have waited for the main thread, which no
 * dependency shows: the gap before it says so). Earliest first.
 */
export function waitedChain(nodeTimings, ready) {
  let last;
  for (const [node, timing] of nodeTimings) if (timing.endTime === ready) last = node;
  const chain = [];
  for (let node = last; node; ) {
    chain.push({ node, ...nodeTimings.get(node) });
    let next;
    let nextEnd = -1;
    for (const dependency of node.getDependencies()) {
      const end = nodeTimings.get(dependency)?.endTime ?? -1;
      if (end > nextEnd) [next, nextEnd] = [dependency, end];
    }
    node = next;
  }
  return chain.reverse();
}

/** Simulated main-thread ms of the tasks begun before the observed instant `ts`. */
export function mainThreadBefore(nodeTimings, ts) {
  let ms = 0;
  for (const [node, timing] of nodeTimings)
    if (node.type === 'cpu' && node.startTime <= ts) ms += timing.endTime - timing.startTime;
  return ms;
}

const LOGIN = '/api/authorization/login';
const isCall = (e) => e.args?.data?.url?.includes('/api/');

/**
 * The observed main thread's busy ms in each window of SPEC §4's startup, cut at the first paint,
 * login sent and answered, the snapshot (a repeat open of Home), the first step-7 call sent, the
 * last call answered before `app-ready`, and `app-ready`: where a page's ratio to its floor comes
 * from, window by window. Instants a run lacks are left out; each window names the cut it ends at.
 */
export function startupWindows(traceEvents) {
  const at = (name, pred = () => true) => traceEvents.find((e) => e.name === name && pred(e));
  const start = at('navigationStart')?.ts;
  const ready = markTs(traceEvents);
  const loginSent = at('ResourceSendRequest', (e) => e.args.data.url?.includes(LOGIN));
  if (start === undefined || ready === undefined || !loginSent) return [];
  // Each request's first finish, read in one pass over the trace.
  const finishes = new Map();
  for (const e of traceEvents)
    if (e.name === 'ResourceFinish' && !finishes.has(e.args.data.requestId))
      finishes.set(e.args.data.requestId, e.ts);
  const loginIn = finishes.get(loginSent.args.data.requestId);
  const calls = traceEvents.filter(
    (e) => e.name === 'ResourceSendRequest' && isCall(e) && e !== loginSent && e.ts < ready,
  );
  const answers = calls.map((e) => finishes.get(e.args.data.requestId)).filter((ts) => ts < ready);
  const cuts = [
    ['first paint', at('firstContentfulPaint')?.ts],
    ['login sent', loginSent.ts],
    ['login in', loginIn],
    ['snapshot', markTs(traceEvents, HOME_SNAPSHOT)],
    ['calls sent', calls.find((e) => e.ts >= (loginIn ?? ready))?.ts],
    ['calls in', answers.length ? Math.max(...answers) : undefined],
    ['app-ready', ready],
  ]
    .filter(([, ts]) => ts !== undefined && ts >= start && ts <= ready)
    .sort((a, b) => a[1] - b[1]);
  const { pid, tid } = loginSent;
  const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid);
  const busy = (from, to) =>
    tasks.reduce((ms, e) => ms + Math.max(0, Math.min(e.ts + e.dur, to) - Math.max(e.ts, from)), 0);
  let from = start;
  return cuts.map(([name, to]) => {
    const window = { until: name, busyMs: busy(from, to) / 1000, wallMs: (to - from) / 1000 };
    from = to;
    return window;
  });
}
