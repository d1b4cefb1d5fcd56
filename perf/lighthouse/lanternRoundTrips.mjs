// The correction of Lantern, Lighthouse's network simulator, that GoogleChrome/lighthouse#5483
// asks for ("the server response time isn't included per request and we really need 1 RTT per
// initiator"). As shipped, Lantern runs each origin's HTTP/2 requests one after another on one
// connection and charges a request on a warm HTTP/2 connection no time to first byte
// (TCPConnection.simulateDownloadUntil: `if (this.warmed && this.h2) timeToFirstByte = 0`): a call
// that waits on another costs the simulated phone its bytes only, however many round trips and
// however much server time it costs a real phone. Corrected:
// - a request on a warm HTTP/2 connection pays one round trip (its request out, its first bytes
//   back) plus its own server time, from when everything it waits on is met, as a request on a
//   warm HTTP/1.1 keep-alive connection already does in Lantern;
// - requests to a warm HTTP/2 origin run at the same time, as streams of the one connection
//   (they share the bandwidth, as Lantern shares it between requests in flight);
// - a request waits on every API call (fetch, XHR) and script that had arrived before it began in
//   the observed load, a main-thread task on every API call whose answer it took or the page had
//   all of before it began: Lantern links a call to the script that made it, not to the call whose
//   answer it waited for (a fetch's answer reaches the page through a promise, which the trace ties
//   to nothing), nor to a script whose short task it prunes; without this, login and the calls
//   after it overlap. A task is not made to wait on an answer the page had not taken yet: on the
//   host's loopback an answer comes in milliseconds, so the repeat open's snapshot painted after
//   login had answered, and made the phone's step-7 calls wait on that paint (about 100 ms), which
//   the phone does within the login's round trip;
// - a task that evaluates a module waits on that module's script: Lantern links a task to a
//   script by the URL of an evaluation, compile or call event, and a module's evaluation
//   (v8.evaluateModule) names none; the script is named by the task's ScriptCatchup event. Lantern
//   linked it only when the same task happened to call into that script's code, and ran it, in
//   the other runs, while the script was still downloading;
// - every main-thread task counts: Lantern prunes a task shorter than 10 ms as observed on the host
//   (PageDependencyGraph.linkCPUNodes, SIGNIFICANT_DUR_THRESHOLD_MS) unless it links many nodes,
//   up to 28 ms of the phone at × 2.8 and 83 ms at × 8.3. The startup floor, whose work the
//   calibration sets to 600 ms of the phone, was simulated with 230-340 ms of it, and a warm
//   repeat open, made of short tasks, with less still;
// - every request carries its own server time, not its origin's median, which a slow API call
//   among many static files never moves: for the startup calls, the server's time measured apart
//   from the page loads (useServerTimes); for the rest, observed in the trace (headers received
//   minus request sent, on a loopback with no latency).
// - blocking time counts from the first paint of the simulation whose tasks it counts: Lantern
//   takes the first paint from a smaller graph (the document and what the paint needed, the
//   bandwidth theirs alone), 100-190 ms before the full graph's commit, first layout and paint
//   end, so the layout that drew the overlay (20-115 ms of the phone, floor and app alike) counted
//   as blocking time in some runs and not in others (paintedBy).
// Stock Lighthouse is what runs while the correction is off (useCorrection(false)); `npm run lhci`
// audits every run both ways and prints both. tests/unit/perf/lighthouse/lanternRoundTrips.test.ts
// shows each point on Lighthouse's own classes.
import { Lantern } from './private.mjs';

const { TCPConnection, ConnectionPool } = Lantern.Simulation;
const { PageDependencyGraph } = Lantern.Graph;
const { TotalBlockingTime } = Lantern.Metrics;
/** What a request waits on when it began after it had arrived (linkWaits). */
export const WAITED_ON = ['Fetch', 'XHR', 'Script'];
/** The scripts (URLs) whose modules a task evaluates, as its ScriptCatchup events name them. */
const evaluated = (node) =>
  node.childEvents.some((event) => event.name === 'v8.evaluateModule')
    ? node.childEvents.flatMap((e) => (e.name === 'ScriptCatchup' && e.args?.data?.url) || [])
    : [];
const INSTALLED = Symbol('round trips charged');
const SERVER_TIME = Symbol('server time of the request');

let corrected = false;
/** Server times measured apart from the page loads (useServerTimes), by "METHOD /path". */
let probed = new Map();

/** The request's own server time in ms, observed; undefined when the trace has no timing. */
export function serverTimeOf(request) {
  const timing = request.timing;
  if (!timing || !Number.isFinite(timing.receiveHeadersEnd) || !Number.isFinite(timing.sendEnd))
    return undefined;
  if (timing.receiveHeadersEnd < 0 || timing.sendEnd < 0) return undefined;
  return Math.max(timing.receiveHeadersEnd - timing.sendEnd, 0);
}

/** Has each call in `calls` (serverTime.mjs's medians, `{ name: 'GET /api/user', ms }`) charged
 *  the server time measured apart from the page loads, in place of the one observed in the load.
 *  On this one host the server shares the CPU with the page, so the page's own work while its calls
 *  are out lengthened their observed server time (a phone's server is elsewhere): in one CI run
 *  the app's slowest startup call read 48-62 ms, the floors' 26-36 (2026-11-27, in
 *  docs/performance.md's history). Floors and routes are charged alike; a request not in `calls` keeps its observed time. */
export function useServerTimes(calls) {
  probed = new Map(calls.map(({ name, ms }) => [name, ms]));
}

/** The server time a request is charged: measured apart if it was, else observed. */
function serverTimeCharged(request) {
  const name = `${request.requestMethod} ${new URL(request.url).pathname}`;
  return probed.get(name) ?? serverTimeOf(request);
}

/** The main-thread events by which the page receives a request's answer: a fetch's promise goes on
 *  in the task of one of them (its headers, its body). */
const DELIVERY = ['ResourceReceiveResponse', 'ResourceReceivedData', 'ResourceFinish'];

/** Per request id, what the page's main thread did with the answer: the tasks that took a part of
 *  it, and when it had it all (its ResourceFinish, trace µs). */
function deliveries(cpuNodes) {
  const byRequest = new Map();
  for (const node of cpuNodes)
    for (const event of node.childEvents) {
      const id = event.args?.data?.requestId;
      if (!id || !DELIVERY.includes(event.name)) continue;
      const delivery = byRequest.get(id) ?? { tasks: new Set(), all: undefined };
      delivery.tasks.add(node);
      if (event.name === 'ResourceFinish') delivery.all = Math.max(delivery.all ?? 0, event.ts);
      byRequest.set(id, delivery);
    }
  return byRequest;
}

/** Adds to the graph under `root` the waits the trace does not show (this file's opening comment
 *  says why): each request depends on every API call and script that ended before it started
 *  (observed); each task on every API call whose answer it took or the page had all of before the
 *  task began (for a call whose delivery the trace lacks: that ended before it began); a task that
 *  evaluates a module on its script. Answers the edges added. */
export function linkWaits(root) {
  const nodes = [];
  root.traverse((node) => nodes.push(node));
  const calls = nodes.filter(
    (n) => n.type === 'network' && WAITED_ON.includes(n.request.resourceType),
  );
  const delivered = deliveries(nodes.filter((n) => n.type === 'cpu'));
  // Every edge runs from a node that began earlier to one that began later, as Lantern's own do:
  // the graph stays acyclic.
  const waits = (node, call) => {
    const ended = call.endTime < node.startTime;
    if (node.type !== 'cpu') return ended;
    if (call.request.resourceType === 'Script')
      return ended && evaluated(node).includes(call.request.url);
    const delivery = delivered.get(call.request.requestId);
    if (delivery?.all === undefined) return ended;
    if (delivery.tasks.has(node)) return call.startTime < node.startTime;
    return delivery.all < node.startTime;
  };
  let added = 0;
  for (const node of nodes) {
    if (node === root) continue;
    for (const call of calls) {
      if (call === node || !waits(node, call) || node.getDependencies().includes(call)) continue;
      node.addDependency(call);
      added += 1;
    }
  }
  return added;
}

/** When, in a simulation's `nodeTimings`, the first paint's own tasks (those of Lantern's
 *  first-paint graphs, `fcpResult`) have all ended: that simulation's first paint, in ms. */
export function paintedBy(nodeTimings, fcpResult) {
  const ids = new Set();
  for (const graph of [fcpResult.optimisticGraph, fcpResult.pessimisticGraph])
    graph?.traverse((node) => {
      if (node.type === 'cpu') ids.add(node.id);
    });
  let end = 0;
  for (const [node, timing] of nodeTimings)
    if (ids.has(node.id)) end = Math.max(end, timing.endTime);
  return end;
}

/** Turns the correction on or off for every simulation that follows (installing it once). */
export function useCorrection(on) {
  install();
  corrected = on;
}

function install() {
  const tcp = TCPConnection.prototype;
  const pool = ConnectionPool.prototype;
  if (tcp[INSTALLED]) return;
  const probe = new TCPConnection(150, 1e6, 0, true, true);
  if (
    typeof tcp.simulateDownloadUntil !== 'function' ||
    typeof pool.acquire !== 'function' ||
    typeof pool.acquireActiveConnectionFromRequest !== 'function' ||
    typeof PageDependencyGraph.createGraph !== 'function' ||
    typeof PageDependencyGraph.pruneNode !== 'function' ||
    typeof TotalBlockingTime.getEstimateFromSimulation !== 'function' ||
    !('warmed' in probe && 'h2' in probe && 'serverLatency' in probe)
  )
    throw new Error('lanternRoundTrips.mjs: Lighthouse changed its simulator; check #5483 again.');

  const simulateDownloadUntil = tcp.simulateDownloadUntil;
  tcp.simulateDownloadUntil = function charged(bytesToDownload, options) {
    if (!corrected) return simulateDownloadUntil.call(this, bytesToDownload, options);
    const { h2, serverLatency } = this;
    const warmH2 = this.warmed && h2;
    this.serverLatency = this[SERVER_TIME] ?? serverLatency;
    // Lantern's warm keep-alive path: one round trip plus the server's time to the first byte.
    if (warmH2) this.h2 = false;
    try {
      return simulateDownloadUntil.call(this, bytesToDownload, options);
    } finally {
      this.h2 = h2;
      this.serverLatency = serverLatency;
    }
  };

  const acquire = pool.acquire;
  pool.acquire = function acquireStream(request) {
    const connection = acquire.call(this, request);
    if (connection || !corrected) return connection;
    // The origin's one HTTP/2 connection is busy: once warm, a request is a stream of it.
    const shared = this.connectionsByOrigin.get(request.parsedURL.securityOrigin)?.[0];
    if (!shared?.h2 || !shared.warmed) return null;
    const stream = shared.clone();
    stream.h2OverflowBytesDownloaded = 0;
    this._connectionsInUse.add(stream);
    this.connectionsByRequest.set(request, stream);
    return stream;
  };

  const active = pool.acquireActiveConnectionFromRequest;
  pool.acquireActiveConnectionFromRequest = function withServerTime(request) {
    const connection = active.call(this, request);
    connection[SERVER_TIME] = corrected ? serverTimeCharged(request) : undefined;
    return connection;
  };
  const pruneNode = PageDependencyGraph.pruneNode;
  PageDependencyGraph.pruneNode = function keptWhenCorrected(node) {
    if (!corrected) pruneNode.call(this, node);
  };
  const createGraph = PageDependencyGraph.createGraph;
  PageDependencyGraph.createGraph = function withWaits(...args) {
    const root = createGraph.apply(this, args);
    if (corrected) linkWaits(root);
    return root;
  };
  const blockingTime = TotalBlockingTime.getEstimateFromSimulation;
  TotalBlockingTime.getEstimateFromSimulation = function fromItsOwnPaint(simulation, extras) {
    const fcp = extras.fcpResult;
    if (!corrected || !fcp) return blockingTime.call(this, simulation, extras);
    const painted = paintedBy(simulation.nodeTimings, fcp);
    const atLeast = (estimate) => ({ ...estimate, timeInMs: Math.max(estimate.timeInMs, painted) });
    const fcpResult = {
      ...fcp,
      optimisticEstimate: atLeast(fcp.optimisticEstimate),
      pessimisticEstimate: atLeast(fcp.pessimisticEstimate),
    };
    return blockingTime.call(this, simulation, { ...extras, fcpResult });
  };
  tcp[INSTALLED] = true;
}
