// Runs Lighthouse on each URL `runs` times in interleaved rounds, gathering every run first and
// then auditing all with one CPU multiplier, the one the startup floor's own work calls for (else
// the median benchmark index's), so floors and routes are simulated on the same phone
// (docs/performance.md#cpu-calibration).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { tlsChromeFlag } from '../../scripts/tls.mjs';
import { atMultiplier, auditor } from './audit.mjs';
import {
  chooseMultiplier,
  disturbed,
  FLOOR_WORK_MS,
  multiplierFor,
  multiplierForFloorWork,
} from './calibrate.mjs';
import { mainThreadMsBeforeReady } from './floorWork.mjs';
import { medianOf } from './median.mjs';
// Lighthouse's own navigation() is gather + audit in one call, with no way to choose the CPU
// multiplier in between: its gather half here, its audit half in audit.mjs (Runner.audit).
import { defaultSettings, navigationGather } from './private.mjs';
import { writeDump, writeDumpServerTimes } from './readyPath.mjs';
import { withSiteRenderer } from './siteRenderer.mjs';

/** The simulated `app-ready` and `home-snapshot` audits, the startup calls' server time and how
 *  many of them ran in series, and the startup scripts' round trips, in the performance category
 *  (weight 0). */
const AUDITS = [
  './appReadyAudit.mjs',
  './apiServerTimeAudit.mjs',
  './apiRoundTripsAudit.mjs',
  './homeSnapshotAudit.mjs',
  './startupRoundTripsAudit.mjs',
  './siteRendererAudit.mjs',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** Gathers again a run whose index was disturbed, at most this many times. */
const MAX_REGATHERS = 1;

/**
 * @param {{ urls: string[], runs: number, warmRuns?: number, calibrateOn?: string,
 *   afterGather?: () => Promise<Array<{ name: string, ms: number }> | undefined>, dump?: string,
 *   chromePath: string, chromeFlags: string[], settings: object, tls?: { cert: string, key: string },
 *   log?: (line: string) => void }} options
 *   warmRuns: how many of the rounds (spread over them) a warm URL takes part in; all by default.
 *   calibrateOn: the page (pageOf) whose work before app-ready sets the CPU, when measured.
 *   afterGather: awaited once every run is gathered, before any is audited; what it answers is
 *   charged as the startup calls' server time (lanternRoundTrips.mjs `useServerTimes`: lhci.mjs
 *   measures it there).
 *   dump: a folder where each run's artifacts are written as they are audited (`<n>.json`), with
 *   the server times charged, for `npm run lhci:path` to simulate again (readyPath.mjs).
 *   tls: the measured server's certificate and key (paths), when its pages are on 127.0.0.1:
 *   Chromium trusts it (tlsChromeFlag), and each page commits in a renderer started before the
 *   trace (siteRenderer.mjs).
 * @returns {Promise<Array<{ url: string, run: number, benchmarkIndex: number, calibration: string,
 *   multiplier: number, regathered: number, lhr: any, stockLhr: any, html: string }>>}
 */
export async function collect({
  urls,
  runs,
  warmRuns = runs,
  calibrateOn,
  afterGather,
  dump,
  chromePath,
  chromeFlags,
  settings,
  tls,
  log = console.log,
}) {
  const browser = lighthouseBrowser({ chromePath, chromeFlags, settings, tls, log });
  return withSiteRenderer(tls, () =>
    collectServed({ urls, runs, warmRuns, calibrateOn, afterGather, dump, browser, log }),
  );
}

/** `collect` once the script-free page before each trace is served. */
async function collectServed({
  urls,
  runs,
  warmRuns,
  calibrateOn,
  afterGather,
  dump,
  browser,
  log,
}) {
  const gathered = [];
  const warmRounds = spread(Math.min(warmRuns, runs), runs);
  for (let run = 1; run <= runs; run += 1) {
    for (const url of urls) {
      if (isWarm(url) && !warmRounds.has(run)) continue;
      const started = Date.now();
      const result = await gather(url, browser);
      gathered.push({ url, run, regathered: 0, ...result });
      log(
        `  run ${run}/${runs} ${pageOf(url).padEnd(24)} index ${Math.round(result.benchmarkIndex)}` +
          ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }

  for (let round = 1; round <= MAX_REGATHERS; round += 1) {
    const median = medianOf(gathered.map((g) => g.benchmarkIndex));
    const again = gathered.filter((g) => disturbed(g.benchmarkIndex, median));
    if (!again.length) break;
    for (const g of again) {
      const before = Math.round(g.benchmarkIndex);
      Object.assign(g, await gather(g.url, browser));
      g.regathered += 1;
      log(
        `  run ${g.run} ${pageOf(g.url)} again: index ${before} was far from the median ` +
          `${Math.round(median)}; now ${Math.round(g.benchmarkIndex)}`,
      );
    }
  }

  const serverTimes = (await afterGather?.()) ?? [];
  const { multiplier, why, brief } = calibrate(gathered, calibrateOn);
  log(`  every run audited at CPU × ${multiplier.toFixed(2)} (${brief})`);
  const simulated = gathered.map(({ url, gatherResult }) => ({
    url,
    artifacts: atMultiplier(gatherResult.artifacts, multiplier),
  }));
  if (dump) {
    for (const [n, { url, artifacts }] of simulated.entries()) writeDump(dump, n, url, artifacts);
    writeDumpServerTimes(dump, serverTimes);
  }
  const audited = await auditAll(simulated, { config: browser.config, serverTimes });
  return gathered.map(({ gatherResult, ...run }, n) => ({
    ...run,
    multiplier,
    calibration: why,
    ...audited[n],
  }));
}

/** Audits every run (at the collection's multiplier already), the second half in a worker thread
 *  on the other core (a full collection's 45 runs, stock and corrected: 62 s in one thread, 36 s
 *  split, 2026-11-28; the rounds are interleaved, so each half holds every page). In their order. */
async function auditAll(runs, { config, serverTimes }) {
  const half = Math.ceil(runs.length / 2);
  const worker = new Worker(new URL('./auditWorker.mjs', import.meta.url), {
    workerData: { config, serverTimes, runs: runs.slice(half).map(cloneable) },
  });
  const fromWorker = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The audit worker exited (${code}).`)));
  });
  const here = async () => {
    const audit = await auditor(config, serverTimes);
    const reports = [];
    for (const { url, artifacts } of runs.slice(0, half)) reports.push(await audit(artifacts, url));
    return reports;
  };
  const [own, other] = await Promise.all([here(), fromWorker]).finally(() => worker.terminate());
  return [...own, ...other];
}

/** A run as it can be copied to the worker: a PerformanceEntry's fields (`Timing`) are getters,
 *  which the copy would drop. */
const cloneable = ({ url, artifacts }) => ({
  url,
  artifacts: {
    ...artifacts,
    Timing: artifacts.Timing.map(({ name, entryType, startTime, duration }) => ({
      name,
      entryType,
      startTime,
      duration,
    })),
  },
});

/** The Chromium and the Lighthouse settings that lighthouserc.json's `ci.collect` names, as
 *  `collect` and `calibrateOnFloor` take them (`CHROME_PATH` picks another Chromium). */
export function browserOptions(collectRc) {
  const { chromeFlags, ...settings } = collectRc.settings;
  return {
    chromePath: process.env.CHROME_PATH || collectRc.chromePath,
    chromeFlags: chromeFlags.split(/\s+/),
    settings,
  };
}

/** `flags` and, with `tls`, the flag that has Chromium trust its certificate. */
export const trusting = (flags, tls) => (tls ? [...flags, tlsChromeFlag(tls.cert)] : flags);

/** How `gather` runs Lighthouse: the default config with the app's audits, in Debian's Chromium
 *  (trusting `tls`'s certificate when given). */
const lighthouseBrowser = ({ chromePath, chromeFlags, settings, tls, log }) => ({
  config: {
    extends: 'lighthouse:default',
    settings,
    artifacts: [
      {
        id: 'SiteRenderer',
        gatherer: fileURLToPath(new URL('./siteRenderer.mjs', import.meta.url)),
      },
    ],
    audits: AUDITS,
    categories: {
      performance: {
        auditRefs: [
          { id: 'app-ready', weight: 0 },
          { id: 'api-server-time', weight: 0 },
          { id: 'api-round-trips', weight: 0 },
          { id: 'home-snapshot', weight: 0 },
          { id: 'startup-round-trips', weight: 0 },
          { id: 'site-renderer', weight: 0 },
        ],
      },
    },
  },
  chromePath,
  chromeFlags: trusting(chromeFlags, tls),
  log,
});

/**
 * The CPU multiplier that `collect` would audit at, from `samples` loads of the startup floor at
 * `floorUrl` alone: the Playwright budget phone's CPU (tests/e2e/calibrateBudgetPhone.ts), so
 * that the journeys run on the phone Lighthouse CI simulates.
 * @param {string} floorUrl
 * @param {{ samples: number, chromePath: string, chromeFlags: string[], settings: object,
 *   tls?: { cert: string, key: string } }} options  tls: as `collect` takes it.
 * @returns {Promise<{ multiplier: number, why: string }>}
 */
export async function calibrateOnFloor(floorUrl, { samples, tls, ...options }) {
  const browser = lighthouseBrowser({ ...options, tls, log: () => undefined });
  return withSiteRenderer(tls, async () => {
    const gathered = [];
    for (let i = 0; i < samples; i += 1)
      gathered.push({ url: floorUrl, ...(await gather(floorUrl, browser)) });
    return calibrate(gathered, pageOf(floorUrl));
  });
}

/** The CPU multiplier of a collection (chooseMultiplier): from the median benchmark index and the
 *  startup floor's median work before app-ready, when the collection measures the floor. */
function calibrate(gathered, calibrateOn) {
  const index = medianOf(gathered.map((g) => g.benchmarkIndex));
  const work = medianOf(
    gathered
      .filter((g) => pageOf(g.url) === calibrateOn)
      .map((g) => mainThreadMsBeforeReady(g.gatherResult.artifacts.Trace)),
  );
  const { multiplier } = chooseMultiplier(index, work);
  const byIndex = `the median benchmark index ${Math.round(index)} gives × ${multiplierFor(index).toFixed(2)}`;
  const indexBrief = `index ${Math.round(index)}: × ${multiplierFor(index).toFixed(2)}`;
  if (!Number.isFinite(work)) return { multiplier, why: byIndex, brief: indexBrief };
  const byWork =
    `${calibrateOn} worked ${work.toFixed(0)} ms on the main thread before app-ready (median): ` +
    `${FLOOR_WORK_MS} on the phone at × ${multiplierForFloorWork(work).toFixed(2)}`;
  return {
    multiplier,
    why: `the smaller of: ${byIndex}; ${byWork}`,
    brief: `${indexBrief}; ${calibrateOn}'s work ${work.toFixed(0)} ms: × ${multiplierForFloorWork(work).toFixed(2)}`,
  };
}

/** One page load, as `load` makes it. A trace without the page's navigation start cannot be
 *  audited (Lighthouse's NO_NAVSTART): it is gathered again, and a page that never gives one
 *  stops the collection. */
async function gather(url, browser, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const gatherResult = await load(url, browser);
    if (navigationTraced(gatherResult.artifacts.Trace, url))
      return { gatherResult, benchmarkIndex: gatherResult.artifacts.BenchmarkIndex };
    if (attempt === attempts) throw new Error(`Chromium recorded no navigation start for ${url}.`);
    browser.log(`  ${pageOf(url)}: the trace has no navigation start; gathered again`);
  }
}

/** One page load in a Chrome of its own (no connection or cache carried from the last run). A
 *  warm URL (isWarm) is a customer's third open or later: loaded twice unmeasured in that Chrome,
 *  which fills the HTTP cache and localStorage (the LINE user's snapshot), then measured with both
 *  kept. Chromium 156 consumes no V8 code cache for the module chunks, even on a fourth load: each
 *  open compiles them again (seen in the trace: every chunk parsed on a background thread). */
async function load(url, { config, chromePath, chromeFlags }) {
  const chrome = await launch({
    chromePath,
    chromeFlags: [...chromeFlags, ...languageFlags(url)],
    // lhci.mjs kills it on a signal, with the server (chrome-launcher's own handler would exit first).
    handleSIGINT: false,
  });
  try {
    const warm = isWarm(url);
    if (warm)
      for (let visit = 1; visit <= VISITS_BEFORE_REPEAT; visit += 1)
        await visitBefore(url, chrome.port);
    return await navigationGather(undefined, url, {
      config,
      flags: { port: chrome.port, logLevel: 'error', disableStorageReset: warm },
    });
  } finally {
    chrome.kill();
  }
}

/** The unmeasured loads before a repeat open (load). */
const VISITS_BEFORE_REPEAT = 2;

/** Quiet long enough for the app's idle-time loads (its build watch starts about 1 s after the
 *  startup calls end, on this host). */
const QUIET_MS = 1500;
/** A visit before a repeat open never quiet for that long stops the collection. */
const VISIT_MAX_MS = 30_000;

/** A visit before a repeat open, on the phone Lighthouse emulates: the page is loaded until no
 *  request has been in flight for QUIET_MS, which fills the HTTP cache (with what the app loads
 *  when idle, too) and localStorage (the app saves its Home snapshot as the fresh feed arrives).
 *  Playwright rather than a Lighthouse gather, which would benchmark the CPU for nothing. */
async function visitBefore(url, port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    const { width, height, deviceScaleFactor, mobile } = defaultSettings.screenEmulation;
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor,
      mobile,
    });
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent: defaultSettings.emulatedUserAgent,
    });
    let inFlight = 0;
    let lastChange = Date.now();
    const track = (by) => () => {
      inFlight += by;
      lastChange = Date.now();
    };
    page.on('request', track(1));
    page.on('requestfinished', track(-1));
    page.on('requestfailed', track(-1));
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + VISIT_MAX_MS;
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(
          `${url} was never quiet for ${QUIET_MS} ms in a visit before its measured one.`,
        );
      await page.waitForTimeout(100);
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Whether the trace holds the navigation start of `url`'s document, which every timing of the
 *  report is measured from. */
function navigationTraced(trace, url) {
  const { origin } = new URL(url);
  return trace.traceEvents.some(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith(origin),
  );
}

export const pathOf = (url) => new URL(url).pathname;
/** A URL with `warm` in its query is a repeat visit: the same LINE user (the mock LIFF's), a warm
 *  HTTP cache and last time's localStorage. The app never reads the query; it only names the run. */
export const isWarm = (url) => new URL(url, 'https://page').searchParams.has('warm');
/** What names a measured page in the summary and the gates: its path and query ('/?lang=th'). */
export const pageOf = (url) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};
/** A URL with `lang=th` is measured in a Chromium whose language is Thai: the webview's language,
 *  which LINE sets to its own and the mock LIFF answers as LINE's app language. The app itself
 *  never reads the query; it only names the run. */
const languageFlags = (url) => {
  const lang = new URL(url).searchParams.get('lang');
  return lang ? [`--accept-lang=${lang}`] : [];
};

/** `count` of the rounds 1..`rounds`, evenly spread (3 of 5: 1, 3, 5). */
export function spread(count, rounds) {
  if (count <= 1) return new Set([1]);
  return new Set(
    Array.from({ length: count }, (_, i) => 1 + Math.round((i * (rounds - 1)) / (count - 1))),
  );
}
