// `startup-round-trips`: how many round trips of the simulated phone the page's startup scripts
// took (those asked for before its first API call: the entry, LIFF's chunk and the app's, which
// the page modulepreloads), from the first one's start to the last one's end. Lantern gives each
// request in flight an equal share of the bandwidth, so each chunk has a window of its own in each
// round trip: a few bytes over it, a chunk takes one round trip more, and every page's app-ready
// with it (150 ms, a step the ratio gates' spread can hide). Held to the startup floor's count
// (lighthouserc floorGates), whose LIFF chunk is in that window too. docs/performance.md, "The
// startup window".
import { Audit } from 'lighthouse';
import { pageSimulation } from './appReadyAudit.mjs';

/** The most bytes, and the step, a startup script's room is searched in. */
const MAX_ROOM = 16 * 1024;
const ROOM_STEP = 32;

/** The records of the scripts asked for before the page's first API call (all, without one). */
export function startupScripts(records) {
  const firstCall = Math.min(
    ...records
      .filter((r) => new URL(r.url).pathname.startsWith('/api/'))
      .map((r) => r.networkRequestTime),
  );
  return records.filter((r) => r.resourceType === 'Script' && r.networkRequestTime < firstCall);
}

/** Round trips of `rtt` ms from the first of `spans` ({ start, end }, simulated ms) to the end of
 *  the last: what a request waits before its first byte (its server's time) is within one. */
export function roundTripsOf(spans, rtt) {
  if (!spans.length) return 0;
  const start = Math.min(...spans.map((s) => s.start));
  const end = Math.max(...spans.map((s) => s.end));
  return Math.round((end - start) / rtt);
}

/**
 * How many bytes each of `nodes` (network nodes of `graph`) could grow by, to `ROOM_STEP`, before
 * the last of them ends later on `simulator`: how close each is to a round trip more. Answers
 * [file name, bytes on the wire, room] rows; leaves the graph as it found it.
 */
export function roomOf(graph, simulator, nodes) {
  const lastEnd = () => {
    const { nodeTimings } = simulator.simulate(graph, { label: 'startup-room' });
    return Math.max(...nodes.map((n) => nodeTimings.get(n).endTime));
  };
  const last = lastEnd();
  return nodes.map((node) => {
    const { request } = node;
    const bytes = request.transferSize;
    const fits = (extra) => {
      request.transferSize = bytes + extra;
      try {
        return lastEnd() <= last;
      } finally {
        request.transferSize = bytes;
      }
    };
    let [room, over] = [0, MAX_ROOM + ROOM_STEP];
    while (over - room > ROOM_STEP) {
      const mid = Math.round((room + over) / 2 / ROOM_STEP) * ROOM_STEP;
      if (fits(mid)) room = mid;
      else over = mid;
    }
    return [new URL(request.url).pathname.split('/').pop(), bytes, room];
  });
}

export default class StartupRoundTripsAudit extends Audit {
  static get meta() {
    return {
      id: 'startup-round-trips',
      title: 'Round trips of the startup scripts (simulated)',
      description:
        'How many round trips of the simulated phone the scripts asked for before the first API ' +
        'call took, from the first one asked for to the last one in.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: ['navigation'],
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    };
  }

  static async audit(artifacts, context) {
    const { graph, simulator } = await pageSimulation(artifacts, context);
    const { nodeTimings } = simulator.simulate(graph, { label: 'startup-round-trips' });
    const network = [...nodeTimings.keys()].filter((node) => node.type === 'network');
    const startup = new Set(startupScripts(network.map((node) => node.request)));
    const scripts = network.filter((node) => startup.has(node.request));
    if (!scripts.length) return { score: null, notApplicable: true };
    const value = roundTripsOf(
      scripts.map((n) => ({
        start: nodeTimings.get(n).startTime,
        end: nodeTimings.get(n).endTime,
      })),
      context.settings.throttling.rttMs,
    );
    // Each script's room, on a first open of `/` alone: the other pages load the same chunks, and
    // the search simulates the page some thirty times (about a second).
    const url = new URL(artifacts.URL.finalDisplayedUrl);
    const room = url.pathname === '/' && !url.search ? roomOf(graph, simulator, scripts) : [];
    return {
      score: null,
      numericValue: value,
      numericUnit: 'unitless',
      displayValue: `${value}`,
      details: { type: 'debugdata', room },
    };
  }
}
