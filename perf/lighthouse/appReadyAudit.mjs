// `app-ready` on the simulated phone: the latest simulated end of the tasks begun before the app's
// mark and of the API calls and scripts that arrived before it (not pictures, which the app does
// not wait for). The same moment every run, where the largest paint need not be.
import { Audit } from 'lighthouse';
import { WAITED_ON } from './lanternRoundTrips.mjs';
import { LoadSimulator, NetworkRecords, PageDependencyGraph } from './private.mjs';

export const APP_READY = 'app-ready';
/** The app's mark when Home's snapshot of the last visit is put on screen (pages/home/snapshot). */
export const HOME_SNAPSHOT = 'home-snapshot';

/** The observed time (trace µs) of the page's first `mark` (`app-ready`), or undefined. */
export function markTs(traceEvents, mark = APP_READY) {
  return traceEvents.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'))?.ts;
}

/** The simulated ms of the observed instant `ts`, given each node's simulated timing. */
export function simulatedAt(nodeTimings, ts) {
  let at = 0;
  for (const [node, timing] of nodeTimings) {
    const waited =
      node.type === 'cpu'
        ? node.startTime <= ts
        : WAITED_ON.includes(node.request.resourceType) && node.endTime <= ts;
    if (waited) at = Math.max(at, timing.endTime);
  }
  return at;
}

/** The page's API calls (network records) that answered before its `app-ready` mark; undefined
 *  for a page without the mark. */
export async function apiCallsBeforeReady(artifacts, context) {
  const ts = markTs(artifacts.Trace.traceEvents);
  if (ts === undefined) return undefined;
  const records = await NetworkRecords.request(artifacts.DevtoolsLog, context);
  return records.filter(
    (r) => new URL(r.url).pathname.startsWith('/api/') && r.networkEndTime * 1000 <= ts,
  );
}

/** Lantern's simulation of one run's page, as Lighthouse simulates it for its own metrics, at
 *  `context.settings`; answers each node's simulated timing. */
export async function simulateRun(artifacts, context, label) {
  const { graph, simulator } = await pageSimulation(artifacts, context);
  return simulator.simulate(graph, { label }).nodeTimings;
}

/** The page's dependency graph and the simulator Lighthouse would run it on (both cached in
 *  `context`: whoever changes the graph to simulate it again puts it back). */
export async function pageSimulation(artifacts, context) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: context.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
  const graph = await PageDependencyGraph.request({ ...data, fromTrace: false }, context);
  const simulator = await LoadSimulator.request(data, context);
  return { graph, simulator };
}

/** The simulated ms of the page's first `mark`; not applicable to a page without it. */
async function simulatedMark(artifacts, context, mark) {
  const ts = markTs(artifacts.Trace.traceEvents, mark);
  if (ts === undefined) return { score: null, notApplicable: true };
  const value = simulatedAt(await simulateRun(artifacts, context, mark), ts);
  return {
    score: null,
    numericValue: value,
    numericUnit: 'millisecond',
    displayValue: `${Math.round(value)} ms`,
  };
}

export default class AppReadyAudit extends Audit {
  static get meta() {
    return {
      id: APP_READY,
      title: 'App ready (simulated)',
      description: "When the app's `app-ready` mark falls on the simulated phone.",
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: ['navigation'],
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    };
  }

  static audit(artifacts, context) {
    return simulatedMark(artifacts, context, APP_READY);
  }
}

/** `home-snapshot`: when the app's `home-snapshot` mark (last visit's Home put on screen, before
 *  startup's calls answer) falls on the simulated phone, measured as `app-ready` is. A page
 *  without the mark (a first visit, the floors) has no value. */
export class HomeSnapshotAudit extends Audit {
  static get meta() {
    return {
      ...AppReadyAudit.meta,
      id: HOME_SNAPSHOT,
      title: 'Home snapshot painted (simulated)',
      description: "When the app's `home-snapshot` mark falls on the simulated phone.",
    };
  }

  static audit(artifacts, context) {
    return simulatedMark(artifacts, context, HOME_SNAPSHOT);
  }
}

/** `api-server-time`: the slowest server time (ms, observed on the loopback: headers back after
 *  the request went out) of the API calls that answered before `app-ready`. Printed, not gated:
 *  in the page load it shares the host with Chromium and varies with it; serverTime.mjs gates
 *  the server's time. */
export class ApiServerTimeAudit extends Audit {
  static get meta() {
    return {
      id: 'api-server-time',
      title: 'Slowest startup API call, server time',
      description: 'The slowest server time of the API calls answered before app-ready.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: ['navigation'],
      requiredArtifacts: ['Trace', 'DevtoolsLog'],
    };
  }

  static async audit(artifacts, context) {
    const calls = await apiCallsBeforeReady(artifacts, context);
    if (!calls?.length) return { score: null, notApplicable: true };
    const times = calls.map((r) =>
      Math.max((r.timing?.receiveHeadersEnd ?? 0) - (r.timing?.sendEnd ?? 0), 0),
    );
    const value = Math.max(...times);
    return {
      score: null,
      numericValue: value,
      numericUnit: 'millisecond',
      displayValue: `${Math.round(value)} ms`,
    };
  }
}
