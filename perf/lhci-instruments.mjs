// `npm run lhci:instruments`: the three instruments on the same build in one run, the startup floor
// and `/` by turns: the corrected simulation (what gates) and stock Lighthouse's simulation of the
// same gathered runs, at the collection's CPU multiplier; then Lighthouse with the browser's own
// throttling (devtools: the page slowed as it runs, at that multiplier, on slow 4G), which
// observes. Prints each instrument's medians of LCP and `app-ready` with `/`'s ratio to the floor,
// and writes them to reports/lighthouse-instruments.json (docs/performance.md, the instruments).
// LHCI_RUNS (default 3) sets the runs per URL and instrument.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildMockApp } from '../scripts/mockApp.mjs';
import { raisePriority } from '../scripts/priority.mjs';
import { throwawayCertificate, tlsChromeFlag } from '../scripts/tls.mjs';
import { browserOptions, collect, pageOf } from './lighthouse/collect.mjs';
import { envOf, startLabServer } from './lighthouse/labServer.mjs';
import { medianOf } from './lighthouse/median.mjs';
import { probeServerTime } from './lighthouse/serverTime.mjs';

const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci;
const FLOOR = '/floor-startup.html';
const runs = Number(process.env.LHCI_RUNS ?? 3);
const urls = rc.collect.url.filter((url) => [FLOOR, '/'].includes(pageOf(url)));

let server;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.on(signal, async () => {
    await server?.stop();
    await killAll();
    process.exit(code);
  });

const priority = raisePriority();
const staticDir = envOf(rc.collect.startServerCommand).STATIC_DIR;
if (!process.env.LHCI_SKIP_BUILD && buildMockApp(staticDir) !== 0) process.exit(1);
const tls = throwawayCertificate(join('.e2e/lhci', 'tls'));
server = await startLabServer(rc.collect.startServerCommand, tls);
try {
  const browser = browserOptions(rc.collect);
  const chromeFlags = [...browser.chromeFlags, tlsChromeFlag(tls.cert)];
  console.log(
    `Simulated (corrected and stock): ${urls.length} URLs × ${runs} runs, at ${priority}:`,
  );
  const reports = await collect({
    urls,
    runs,
    calibrateOn: FLOOR,
    afterGather: async () =>
      (await probeServerTime(new URL(urls[0]).origin, readFileSync(tls.cert), 15)).calls,
    ...browser,
    chromeFlags,
  });
  const multiplier = reports[0].multiplier;
  const readyOf = (lhr) => lhr.audits['app-ready']?.numericValue;
  const lcpOf = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue;
  const figures = { corrected: {}, stock: {}, devtools: {} };
  for (const url of urls) {
    const mine = reports.filter((r) => r.url === url);
    figures.corrected[pageOf(url)] = {
      lcp: medianOf(mine.map((r) => lcpOf(r.lhr))),
      ready: medianOf(mine.map((r) => readyOf(r.lhr))),
    };
    figures.stock[pageOf(url)] = {
      lcp: medianOf(mine.map((r) => lcpOf(r.stockLhr))),
      ready: medianOf(mine.map((r) => readyOf(r.stockLhr))),
    };
  }

  console.log(`Devtools throttling at CPU × ${multiplier.toFixed(2)}, slow 4G, ${runs} runs each:`);
  const observed = Object.fromEntries(urls.map((url) => [url, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const url of urls) {
      const chrome = await launch({
        chromePath: browser.chromePath,
        chromeFlags,
        handleSIGINT: false,
      });
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: {
              ...browser.settings,
              onlyCategories: ['performance'],
              throttlingMethod: 'devtools',
              // Lighthouse's slow 4G as its devtools preset sets it, at the collection's CPU.
              throttling: {
                rttMs: 150,
                throughputKbps: 1.6 * 1024,
                cpuSlowdownMultiplier: multiplier,
                requestLatencyMs: 150 * 3.75,
                downloadThroughputKbps: 1.6 * 1024 * 0.9,
                uploadThroughputKbps: 750 * 0.9,
              },
            },
          },
        );
        const lhr = result.lhr;
        const mark = lhr.audits['user-timings']?.details?.items?.find(
          (item) => item.name === 'app-ready',
        );
        observed[url].push({ lcp: lcpOf(lhr), ready: mark?.startTime });
        console.log(
          `  run ${run}/${runs} ${pageOf(url).padEnd(20)} LCP ${Math.round(lcpOf(lhr))} ready ` +
            `${Math.round(mark?.startTime ?? Number.NaN)}`,
        );
      } finally {
        await chrome.kill();
      }
    }
  }
  for (const url of urls)
    figures.devtools[pageOf(url)] = {
      lcp: medianOf(observed[url].map((o) => o.lcp)),
      ready: medianOf(observed[url].map((o) => o.ready)),
    };

  const ms = (v) => (Number.isFinite(v) ? String(Math.round(v)).padStart(6) : '     –');
  const ratio = (a, b) => (a > 0 && b > 0 ? (a / b).toFixed(2) : '–');
  console.log(
    `\nMedians of ${runs} runs, ms (CPU × ${multiplier.toFixed(2)}): floor = ${FLOOR}, ×: / to the floor`,
  );
  console.log('  instrument   floor LCP  / LCP  ×     floor ready  / ready  ×');
  for (const [name, byPage] of Object.entries(figures)) {
    const floor = byPage[FLOOR];
    const home = byPage['/'];
    console.log(
      `  ${name.padEnd(11)} ${ms(floor.lcp)}    ${ms(home.lcp)}  ${ratio(home.lcp, floor.lcp).padEnd(5)} ` +
        `${ms(floor.ready)}       ${ms(home.ready)}  ${ratio(home.ready, floor.ready)}`,
    );
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse-instruments.json',
    JSON.stringify({ runs, multiplier, figures }, null, 2),
  );
} finally {
  await server.stop();
}
process.exit(0);
