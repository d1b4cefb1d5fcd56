import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts, without types
import { creditingOverflow } from '../../../../perf/lighthouse/lanternH2.mjs';

const { Simulator, TCPConnection } = Lantern.Simulation;
const { NetworkNode, CPUNode } = Lantern.Graph;
const asShipped = TCPConnection.prototype.simulateDownloadUntil;
const credited = creditingOverflow(asShipped);

// Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps.
const RTT = 150;
const THROUGHPUT = 1638.4 * 1024;

let ids = 0;
/** A request over HTTP/2 to the one origin of the page, `at` ms into the observed load. */
function request(path: string, transferSize: number, at: number) {
  const url = new URL(path, 'https://app.example');
  ids += 1;
  const requestId = String(ids);
  return {
    requestId,
    connectionId: 1,
    connectionReused: requestId !== '1',
    url: url.href,
    parsedURL: { scheme: 'https', host: url.host, securityOrigin: url.origin },
    protocol: 'h2',
    resourceType: path === '/' ? 'Document' : 'Script',
    transferSize,
    rendererStartTime: at,
    networkRequestTime: at,
    responseHeadersEndTime: at + 1,
    networkEndTime: at + 2,
    timing: undefined,
    fromDiskCache: false,
    finished: true,
    failed: false,
    statusCode: 200,
    initiator: { type: 'parser' },
  };
}

/** A main-thread task of `ms` observed milliseconds. */
const task = (at: number, ms: number) =>
  new CPUNode({ name: 'RunTask', ts: at * 1000, dur: ms * 1000, args: {} } as never, []);

/** The document, then one 24 KB script; `tasks` main-thread tasks run one after another while
 *  it downloads (the overlay's paint, the entry script: any page has some). Answers when the
 *  script has arrived, in simulated ms. */
function scriptArrives(tasks: number, simulateDownloadUntil: typeof asShipped): number {
  const original = TCPConnection.prototype.simulateDownloadUntil;
  TCPConnection.prototype.simulateDownloadUntil = simulateDownloadUntil;
  try {
    const documentNode = new NetworkNode(request('/', 2400, 0) as never);
    const script = new NetworkNode(request('/app.js', 24_000, 100) as never);
    documentNode.addDependent(script);
    for (let i = 0; i < tasks; i += 1) documentNode.addDependent(task(101 + i * 10, 8));
    const simulator = new Simulator({
      rtt: RTT,
      throughput: THROUGHPUT,
      observedThroughput: THROUGHPUT,
      cpuSlowdownMultiplier: 4,
    } as never);
    const { nodeTimings } = simulator.simulate(documentNode, { label: 'test' });
    const timing = nodeTimings.get(script);
    if (!timing) throw new Error('the script was not simulated');
    return timing.endTime;
  } finally {
    TCPConnection.prototype.simulateDownloadUntil = original;
  }
}

describe('Lantern over HTTP/2 (perf/lighthouse/lanternH2.mjs)', () => {
  it('as shipped, loses bytes when main-thread tasks end while a request downloads', () => {
    // The bug the correction is for. If this fails, Lighthouse fixed it: drop lanternH2.mjs.
    expect(scriptArrives(3, asShipped)).toBeGreaterThanOrEqual(scriptArrives(0, asShipped) + RTT);
  });

  it('with the overflow credited, a download takes as long whatever the main thread does', () => {
    const alone = scriptArrives(0, credited);
    expect(alone).toBe(scriptArrives(0, asShipped));
    for (const tasks of [1, 2, 3, 5]) expect(scriptArrives(tasks, credited)).toBe(alone);
  });

  it('credits only what the overflow paid for: every byte still needs its round trip', () => {
    const connection = new TCPConnection(RTT, THROUGHPUT, 0, true, true);
    connection.setWarmed(true);
    connection.setH2OverflowBytesDownloaded(10_000);
    const interrupted = { timeAlreadyElapsed: 150, maximumTimeToElapse: -50 };
    // The overflow covers 10,000 of 24,000 bytes; no round trip fits in the time left.
    expect(asShipped.call(connection, 24_000, interrupted).bytesDownloaded).toBe(0);
    expect(credited.call(connection, 24_000, interrupted).bytesDownloaded).toBe(10_000);
    // It covers all of a small request: all of it, and no more.
    connection.setH2OverflowBytesDownloaded(10_000);
    expect(credited.call(connection, 4_000, interrupted)).toMatchObject({
      bytesDownloaded: 4_000,
      extraBytesDownloaded: 6_000,
    });
    // A cold connection has no overflow to spend.
    const cold = new TCPConnection(RTT, THROUGHPUT, 0, true, true);
    expect(credited.call(cold, 24_000, {})).toEqual(asShipped.call(cold, 24_000, {}));
  });
});
