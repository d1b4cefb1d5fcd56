// `npm run lhci:instruments`: the three instruments on the same build in one run, the startup floor
// and `/` by turns: the corrected simulation (what gates) and stock Lighthouse's simulation of the
// same gathered runs, at the collection's CPU multiplier; then Lighthouse with the browser's own
// throttling (devtools: the page slowed as it runs, at that multiplier, on slow 4G), which
// observes. Prints each instrument's medians of LCP and `app-ready` with `/`'s ratio to the floor,
// and writes them to reports/lighthouse-instruments.json (docs/performance.md, the instruments).
// Fails (exit 1) when `/` beats the floor in any instrument by the floor gates' own rule
// (`minRatio` of lighthouserc.json's `/` gates, and under the floor's fastest run): a floor the
// app beats in any instrument is wrong. LHCI_RUNS (default 3) sets the runs per URL and instrument.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildMockApp } from '../scripts/mockApp.mjs';
import { raisePriority } from '../scripts/priority.mjs';
import { throwawayCertificate } from '../scripts/tls.mjs';
import { browserOptions, collect, pageOf, trusting } from './lighthouse/collect.mjs';
import { beatenInInstruments } from './lighthouse/floorGates.mjs';
import { envOf, startLabServer } from './lighthouse/labServer.mjs';
import { medianOf } from './lighthouse/median.mjs';
import { probeServerTime } from './lighthouse/serverTime.mjs';

const rcFile = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const rc = rcFile.ci;
const LCP = 'largest-contentful-paint';
const READY = 'app-ready';
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
  // The devtools-throttled runs below launch Chromium themselves (no script-free page before them).
  const chromeFlags = trusting(browser.chromeFlags, tls);
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
    tls,
  });
  const multiplier = reports[0].multiplier;
  const lcpOf = (lhr) => lhr.audits[LCP]?.numericValue;
  const figuresOf = (lhr) => ({ [LCP]: lcpOf(lhr), [READY]: lhr.audits[READY]?.numericValue });
  /** Each instrument's runs per page, `{ [LCP]: ms, [READY]: ms }` each. */
  const runsOf = { corrected: new Map(), stock: new Map(), devtools: new Map() };
  for (const url of urls) {
    const mine = reports.filter((r) => r.url === url);
    runsOf.corrected.set(
      pageOf(url),
      mine.map((r) => figuresOf(r.lhr)),
    );
    runsOf.stock.set(
      pageOf(url),
      mine.map((r) => figuresOf(r.stockLhr)),
    );
    runsOf.devtools.set(pageOf(url), []);
  }

  console.log(`Devtools throttling at CPU × ${multiplier.toFixed(2)}, slow 4G, ${runs} runs each:`);
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
          (item) => item.name === READY,
        );
        runsOf.devtools.get(pageOf(url)).push({ [LCP]: lcpOf(lhr), [READY]: mark?.startTime });
        console.log(
          `  run ${run}/${runs} ${pageOf(url).padEnd(20)} LCP ${Math.round(lcpOf(lhr))} ready ` +
            `${Math.round(mark?.startTime ?? Number.NaN)}`,
        );
      } finally {
        await chrome.kill();
      }
    }
  }
  // Each instrument's medians per page, as the gates take them.
  const mediansOf = Object.fromEntries(
    Object.entries(runsOf).map(([name, byPage]) => [
      name,
      new Map(
        [...byPage].map(([page, all]) => [
          page,
          {
            [LCP]: medianOf(all.map((f) => f[LCP])),
            [READY]: medianOf(all.map((f) => f[READY])),
          },
        ]),
      ),
    ]),
  );
  const figures = Object.fromEntries(
    Object.entries(mediansOf).map(([name, byPage]) => [
      name,
      Object.fromEntries([...byPage].map(([page, f]) => [page, { lcp: f[LCP], ready: f[READY] }])),
    ]),
  );

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
  const beaten = beatenInInstruments(
    rcFile.floorGates,
    Object.fromEntries(
      Object.keys(runsOf).map((name) => [name, { medians: mediansOf[name], runs: runsOf[name] }]),
    ),
  );
  console.log(
    beaten.length
      ? beaten.map((line) => line.text).join('\n')
      : '  the floor holds in every instrument: / is nowhere under its minRatio × the floor',
  );
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse-instruments.json',
    JSON.stringify({ runs, multiplier, figures, beaten }, null, 2),
  );
  if (beaten.some((line) => line.counted)) {
    console.log('The startup floor is wrong in an instrument: docs/performance.md#the-two-floors.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
process.exit(process.exitCode ?? 0);
