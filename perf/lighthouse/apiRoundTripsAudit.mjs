// `api-round-trips`: how many API calls in a row the page waited for before `app-ready`, each
// sent only after the one before had answered (observed order). On a phone each of them costs a
// round trip, whatever the host: held to the startup floor's count (lighthouserc floorGates), it
// catches a call awaited in series that a ratio of times, host against host, can miss.
import { Audit } from 'lighthouse';
import { apiCallsBeforeReady } from './appReadyAudit.mjs';

/** The longest chain of `calls` ({ start, end } in one clock), each begun at or after the end of
 *  the one before it. */
export function longestChain(calls) {
  const byStart = [...calls].sort((a, b) => a.start - b.start);
  const depth = [];
  byStart.forEach((call, i) => {
    let before = 0;
    for (let j = 0; j < i; j += 1) {
      if (byStart[j].end <= call.start) before = Math.max(before, depth[j]);
    }
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

export default class ApiRoundTripsAudit extends Audit {
  static get meta() {
    return {
      id: 'api-round-trips',
      title: 'API calls in series before app-ready',
      description:
        'The longest chain of API calls answered before app-ready, each sent after the one before ' +
        'it had answered.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: ['navigation'],
      requiredArtifacts: ['Trace', 'DevtoolsLog'],
    };
  }

  static async audit(artifacts, context) {
    const calls = await apiCallsBeforeReady(artifacts, context);
    if (calls === undefined) return { score: null, notApplicable: true };
    const value = longestChain(
      calls.map((r) => ({ start: r.networkRequestTime, end: r.networkEndTime })),
    );
    return { score: null, numericValue: value, numericUnit: 'unitless', displayValue: `${value}` };
  }
}
