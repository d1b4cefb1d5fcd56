// The pieces of a Lantern graph the perf harness's tests build on Lighthouse's own classes: a
// request over HTTP/2 to the page's one origin, and a simulator of Lighthouse's mobile network.
import { Lantern } from '../../../../perf/lighthouse/private.mjs';

const { Simulator } = Lantern.Simulation;
const { NetworkNode } = Lantern.Graph;

// Lighthouse's mobile network: 150 ms round trips, 1.6 Mbps.
export const RTT = 150;
export const THROUGHPUT = 1638.4 * 1024;

let ids = 0;
/** A request over HTTP/2 to the page's one origin, `at` ms into the observed load, whose server
 *  took `serverMs` (headers back that long after the request went out, on a loopback). `/` is the
 *  document, `/api/…` a fetch, anything else `otherType`. */
export function request(
  path: string,
  transferSize: number,
  at: number,
  serverMs = 1,
  otherType = 'Script',
) {
  const url = new URL(path, 'https://app.example');
  ids += 1;
  const requestId = String(ids);
  return {
    requestId,
    connectionId: 1,
    connectionReused: path !== '/',
    url: url.href,
    parsedURL: { scheme: 'https', host: url.host, securityOrigin: url.origin },
    protocol: 'h2',
    requestMethod: 'GET',
    resourceType: path === '/' ? 'Document' : path.startsWith('/api') ? 'Fetch' : otherType,
    transferSize,
    rendererStartTime: at,
    networkRequestTime: at,
    responseHeadersEndTime: at + serverMs,
    networkEndTime: at + serverMs + 1,
    timing: {
      requestTime: at / 1000,
      sendStart: 0,
      sendEnd: 0.1,
      receiveHeadersEnd: 0.1 + serverMs,
    },
    fromDiskCache: false,
    finished: true,
    failed: false,
    statusCode: 200,
    initiator: { type: 'script' },
  };
}

export type Node = InstanceType<typeof NetworkNode>;
/** `request`'s graph node. */
export const node = (...args: Parameters<typeof request>): Node =>
  new NetworkNode(request(...args) as never);

/** A simulator of Lighthouse's mobile network at 4× CPU. */
export const mobileSimulator = () =>
  new Simulator({
    rtt: RTT,
    throughput: THROUGHPUT,
    observedThroughput: THROUGHPUT,
    cpuSlowdownMultiplier: 4,
  } as never);
