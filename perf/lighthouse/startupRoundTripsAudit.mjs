// `startup-round-trips`: how many round trips of the simulated phone the page's startup scripts
// took (those asked for before its first API call: the entry, LIFF's chunk and the app's, which
// the page modulepreloads), from the first one's start to the last one's end. Lantern gives each
// request in flight an equal share of the bandwidth, so each chunk has a window of its own in each
// round trip: a few bytes over it, a chunk takes one round trip more, and every page's app-ready
// with it (150 ms, a step the ratio gates' spread can hide). Held to the startup floor's count
// (lighthouserc floorGates), whose LIFF chunk is in that window too. docs/performance.md, "The
// startup window".
import { Audit } from 'lighthouse';
import { simulateRun } from './appReadyAudit.mjs';

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
    const nodeTimings = await simulateRun(artifacts, context, 'startup-round-trips');
    const timings = new Map();
    for (const [node, timing] of nodeTimings)
      if (node.type === 'network') timings.set(node.request, timing);
    const scripts = startupScripts([...timings.keys()]);
    if (!scripts.length) return { score: null, notApplicable: true };
    const value = roundTripsOf(
      scripts.map((r) => ({ start: timings.get(r).startTime, end: timings.get(r).endTime })),
      context.settings.throttling.rttMs,
    );
    return { score: null, numericValue: value, numericUnit: 'unitless', displayValue: `${value}` };
  }
}
