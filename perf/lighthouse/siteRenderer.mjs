// The measured page commits in a renderer that Chromium started before Lighthouse's trace, and that
// has run no script. A renderer started during the trace (as a navigation from `about:blank` starts
// one) cost Chromium 156 either its navigation start (site isolation on) or, in about half the
// loads, 5.1 s to end the trace ("Timeout while waiting for ACKs": site isolation off, as
// lighthouserc.json runs it). So before the trace the page goes from `about:blank` (where
// Lighthouse has benchmarked the CPU) to a script-free page on localhost, then to one on another
// port of 127.0.0.1: the second is cross-site from the first, so it gets a renderer of its own,
// and same-site with the measured page, which commits in it. Another port, so that the measured
// origin's connection stays cold, as on a customer's first open. Only pages on 127.0.0.1 measure
// so. The page lays the fonts out (WARM_FONTS).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { Gatherer } from 'lighthouse';

/** The script-free pages the page passes through before the trace; none when none is served. */
let hops = [];

/** The fonts the page before the trace lays out, Latin and Thai: the first family of index.html's
 *  stacks (English and Thai) and the generic one, regular and bold, at every whole size from 8 to
 *  48 px. On Linux a sandboxed renderer asks the browser process for each family and for each
 *  size's render style (FontDataService, WebSandboxSupportLinux: 0.3-18 ms a call, 3-30 ms a load
 *  in traces with the `fonts` category); a phone's renderer matches fonts in process. Left cold,
 *  those waits ran inside the measured page's layouts and were multiplied as CPU. */
export const WARM_FONTS = {
  families: ['system-ui', 'sans-serif', '"Noto Sans Thai"'],
  weights: [400, 700],
  minPx: 8,
  maxPx: 48,
};

const FONT_WARMUP = (() => {
  const { families, weights, minPx, maxPx } = WARM_FONTS;
  let spans = '';
  for (const family of families)
    for (let px = minPx; px <= maxPx; px++)
      for (const weight of weights)
        spans += `<span style="font:${weight} ${px}px ${family}">Aa ก</span>`;
  // Hidden: laid out (each font and size looked up) but never painted, so the page has no first
  // contentful paint of its own to land in the measured page's trace.
  return `<div style="visibility:hidden">${spans}</div>`;
})();

/** A page that loads in this long, or the collection stops. */
const HOP_MS = 10_000;

/**
 * Serves the script-free page over HTTPS with the measured server's certificate (`tls`: cert and
 * key paths, which the Chromium flags already trust) on a free port of 127.0.0.1, until the
 * answered function is called.
 * @param {{ cert: string, key: string }} tls
 * @returns {Promise<() => Promise<void>>}
 */
async function serveSiteRenderer(tls) {
  const server = createServer(
    { cert: readFileSync(tls.cert), key: readFileSync(tls.key) },
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      // No favicon request: nothing of these pages is in the measured load's network records.
      response.end(`<!doctype html><link rel="icon" href="data:,"><title></title>${FONT_WARMUP}`);
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  hops = [`https://localhost:${port}/`, `https://127.0.0.1:${port}/`];
  return () => {
    hops = [];
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
}

/** Runs `run` with the script-free page served when `tls` is given (serveSiteRenderer), else as
 *  it is. */
export async function withSiteRenderer(tls, run) {
  if (!tls) return run();
  const stop = await serveSiteRenderer(tls);
  try {
    return await run();
  } finally {
    await stop();
  }
}

/** The gatherer (`SiteRenderer`): the hops, before the trace starts (Lighthouse's trace and network
 *  log start in the phase after this one). Its artifact is the last hop, or null. */
export default class SiteRenderer extends Gatherer {
  meta = { supportedModes: ['navigation'] };

  async startInstrumentation({ driver }) {
    const session = driver.defaultSession;
    if (hops.length) await session.sendCommand('Page.enable');
    for (const url of hops) {
      const loaded = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`siteRenderer: ${url} did not load in ${HOP_MS} ms.`)),
          HOP_MS,
        );
        session.once('Page.loadEventFired', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await session.sendCommand('Page.navigate', { url });
      await loaded;
      // Lays the page out now (DevTools' layout metrics bring layout up to date, with no script
      // run), so its font lookups are over before the trace, not left for the next frame.
      await session.sendCommand('Page.getLayoutMetrics');
    }
  }

  getArtifact() {
    return hops.at(-1) ?? null;
  }
}
