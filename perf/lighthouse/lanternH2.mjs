// A correction to Lantern, Lighthouse's network simulator, for pages served over HTTP/2. Every
// Lighthouse figure of `npm run lhci` (the floors' and the app's alike) is simulated with it.
//
// Over HTTP/2 Lantern gives each origin one connection and runs its requests one after another.
// A round trip brings a whole congestion window, so it usually brings more than the request that
// asked for it: Lantern keeps the rest as the connection's overflow and spends it on the next
// request (TCPConnection.simulateDownloadUntil subtracts it from the bytes to download). When a
// main-thread task ends while a request downloads, the simulator stops the clock there and
// advances the request (Simulator.updateProgressMadeInTimePeriod). That call spends the overflow
// as well, but the `bytesDownloaded` it answers leaves the spent overflow out, so the request is
// not credited with those bytes and downloads them a second time: the same request takes a round
// trip more the more unrelated tasks happen to end during it. In this project's runs that was one
// to two round trips (150-300 ms) of every LCP, different for each page and each run: the reason
// the startup floor's median moved by a round trip between collections of the same build.
// tests/unit/perf/lighthouse/lanternH2.test.ts shows the loss in Lighthouse's own class and
// that the correction keeps every byte: what the overflow pays for counts as downloaded.
// Lighthouse 12.6 (pinned by package-lock.json) and 13.5 have the same code; drop this file when
// a release credits the overflow itself (the test's first case then fails).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const { TCPConnection } = Lantern.Simulation;
const CORRECTED = Symbol('h2 overflow credited');

/** `simulateDownloadUntil` that also credits the request with the overflow it spent. */
export function creditingOverflow(simulateDownloadUntil) {
  return function simulateDownloadUntilCredited(bytesToDownload, options) {
    const wanted = Math.max(bytesToDownload, 0);
    const spent = this.warmed && this.h2 ? Math.min(this.h2OverflowBytesDownloaded, wanted) : 0;
    const result = simulateDownloadUntil.call(this, bytesToDownload, options);
    return { ...result, bytesDownloaded: Math.min(result.bytesDownloaded + spent, wanted) };
  };
}

/** Installs the correction on Lighthouse's TCPConnection, once per process. */
export function creditH2Overflow() {
  const proto = TCPConnection.prototype;
  if (proto[CORRECTED]) return;
  const probe = new TCPConnection(150, 1e6, 0, true, true);
  if (typeof proto.simulateDownloadUntil !== 'function' || !('h2OverflowBytesDownloaded' in probe))
    throw new Error(
      'lanternH2.mjs: Lighthouse changed TCPConnection; check whether the HTTP/2 overflow is still lost.',
    );
  proto.simulateDownloadUntil = creditingOverflow(proto.simulateDownloadUntil);
  proto[CORRECTED] = true;
}
