// `npm run lhci`: builds the mock app with its floors, serves it over HTTPS and HTTP/2, collects
// every URL of lighthouserc.json on the calibrated phone, prints stock and corrected medians beside
// the floors, and asserts every gate. Switches and steps: perf/README.md, docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { killAll } from 'chrome-launcher';
import { buildMockApp } from '../scripts/mockApp.mjs';
import { raisePriority } from '../scripts/priority.mjs';
import { throwawayCertificate } from '../scripts/tls.mjs';
import { uploadToServer } from './labHistory/upload.mjs';
import { browserOptions, collect, isWarm, pageOf, pathOf } from './lighthouse/collect.mjs';
import { beatenFloors, resolveFloorGates } from './lighthouse/floorGates.mjs';
import { envOf, startLabServer } from './lighthouse/labServer.mjs';
import { clearDump } from './lighthouse/readyPath.mjs';
import { probeServerTime } from './lighthouse/serverTime.mjs';
import { mediansByPath } from './lighthouse/summary.mjs';
import { summaryPage } from './lighthouse/summaryPage.mjs';
import {
  assertionFailures,
  assertionResults,
  floorGateFailures,
  floorGateLines,
  floorGateResults,
  serverTimeFailures,
  urlLines,
} from './lighthouse/verdict.mjs';

const RC_FILE = 'lighthouserc.json';
const WORK = '.e2e/lhci';
const LHCI_DIR = '.lighthouseci';
const FLOORS = {
  overlay: '/floor.html',
  startup: '/floor-startup.html',
  warmOverlay: '/floor.html?warm',
  warmStartup: '/floor-startup.html?warm',
};

const rcFile = JSON.parse(readFileSync(RC_FILE, 'utf8'));
const rc = rcFile.ci;
const remote = process.env.LHCI_URL;
/** A folder for each run's artifacts, for `npm run lhci:path` (lighthouse/readyPath.mjs). */
const dump = process.env.LHCI_DUMP;
const outputDir = rc.upload.outputDir;

let server;
const stopServer = () => {
  try {
    if (server) process.kill(-server.child.pid, 'SIGTERM');
  } catch {}
  server = undefined;
};
// Killed (the self-test's clean-up, a Ctrl-C): no Chromium and no server left behind; both run in
// process groups of their own, which a signal to this one does not reach.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, async () => {
    stopServer();
    await killAll();
    process.exit(code);
  });
}
let status = 1;
try {
  status = await main();
} finally {
  stopServer();
}
process.exit(status);

async function main() {
  const { collect: c } = rc;
  if (process.argv.includes('--build-only')) {
    buildApp();
    return 0;
  }
  // Before the server and Chromium start: they inherit it.
  const priority = raisePriority();
  const tls = throwawayCertificate(join(WORK, 'tls'));
  // LHCI_PATHS (comma-separated paths) and LHCI_RUNS: a reduced collection (the self-test's). The
  // startup floor always joins it: its work calibrates the CPU (calibrate.mjs), and without it the
  // index alone made this host's phone twice as slow (x 5.98 against x 3.02).
  const only = process.env.LHCI_PATHS?.split(',').concat(FLOORS.startup);
  let urls = only ? c.url.filter((url) => only.includes(pageOf(url))) : c.url;
  const runs = Number(process.env.LHCI_RUNS ?? c.numberOfRuns);
  // The warm repeat visits (`?warm`) load twice each: fewer rounds of them keep the step short.
  const warmRuns = Number(process.env.LHCI_RUNS ?? rcFile.warmRuns ?? runs);
  if (remote) urls = await remoteUrls(remote, urls);
  else {
    if (!process.env.LHCI_SKIP_BUILD) buildApp();
    server = await startLabServer(c.startServerCommand, tls);
  }
  rmSync(LHCI_DIR, { recursive: true, force: true });
  if (dump) clearDump(dump);
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(LHCI_DIR, { recursive: true });

  const browser = browserOptions(c);
  console.log(
    `Lighthouse: ${urls.length} URLs × ${runs} runs (warm × ${warmRuns}), in rounds, at ${priority}:`,
  );
  let serverTime;
  const reports = await collect({
    urls,
    runs,
    warmRuns,
    calibrateOn: FLOORS.startup,
    // The startup calls' server time, measured with the pages done and charged to every run.
    afterGather: async () => {
      if (remote) return undefined;
      serverTime = await heldServerTime(tls);
      return serverTime.calls;
    },
    dump,
    ...browser,
    ...(remote ? {} : { tls }),
  });
  reports.forEach((report, i) => {
    const base = join(LHCI_DIR, `lhr-${Date.now()}${String(i).padStart(3, '0')}`);
    writeFileSync(`${base}.json`, JSON.stringify(report.lhr));
    writeFileSync(`${base}.html`, report.html);
  });

  // A run that ended on another page measured that page; a repeat visit of Home that painted no
  // snapshot measured a first visit.
  const wrongPages = reports.flatMap((r) => {
    const ended = pathOf(r.lhr.finalDisplayedUrl);
    if (ended !== pathOf(r.url)) return [`  ✘ ${r.url} ended on ${ended}: that page was measured`];
    const warmHome = isWarm(r.url) && pathOf(r.url) === '/';
    if (warmHome && !Number.isFinite(r.lhr.audits['home-snapshot']?.numericValue))
      return [`  ✘ ${r.url} run ${r.run} painted no Home snapshot: a first visit was measured`];
    return [];
  });
  const byPath = mediansByPath(reports);
  const calibration = { multiplier: reports[0]?.multiplier, why: reports[0]?.calibration };
  // A reduced collection checks the floor gates of the floors it measured.
  const measured = rcFile.floorGates.filter((gate) => byPath.medians.has(gate.floor));
  const gates = resolveFloorGates(rc, measured, byPath.medians);
  const floorGates = floorGateResults(gates.limits, byPath.medians);
  const assertions = assertionResults(rc.assert.assertMatrix, byPath.medians);
  const counts = [...new Set([...byPath.runs.values()].map((list) => list.length))];
  console.log(
    `\nMedians of ${counts.sort((a, b) => b - a).join(' or ')} runs per URL, corrected (gated), ms; ` +
      '×: to the floor it is held to:',
  );
  for (const line of urlLines(byPath.medians, gates.limits, FLOORS)) console.log(line);
  if (floorGates.length) {
    console.log('\nFloor gates (medians against the floors of this run):');
    for (const line of floorGateLines(floorGates, FLOORS)) console.log(line);
  } else console.log('\nNo floors measured: the floor gates are not checked.');
  const under = beatenFloors(gates.limits, byPath.medians, byPath.runs);
  if (under.length) {
    console.log('\nRoutes under a floor by more than its minRatio (✘: under its fastest run too):');
    for (const { text } of under) console.log(text);
  }
  const beaten = under.filter((line) => line.counted).map((line) => line.text);
  const resolved = join(WORK, 'lighthouserc.resolved.json');
  writeFileSync(resolved, JSON.stringify({ ci: gates.ci }, null, 2));

  const { LHCI_URL: _url, ...env } = process.env;
  const lhci = (command) =>
    spawnSync('npx', ['lhci', command, `--config=${resolved}`], { encoding: 'utf8', env });
  // lhci's own account of its assertions goes to a file; the lines below say the same shortly.
  const asserted = lhci('assert');
  const uploadedFiles = lhci('upload');
  if (uploadedFiles.status !== 0) process.stderr.write(uploadedFiles.stderr);
  const uploaded = uploadToServer(resolved, env);
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(join(outputDir, 'lhci-assert.txt'), asserted.stdout + asserted.stderr);

  const serverHeld = serverTime?.pass !== false;
  const failures = [
    ...floorGateFailures(floorGates, FLOORS),
    ...assertionFailures(assertions),
    ...beaten,
    ...serverTimeFailures(serverTime),
    ...wrongPages,
  ];
  if (asserted.status !== 0 && !failures.length)
    failures.push(`  ✘ lhci assert failed: ${join(outputDir, 'lhci-assert.txt')}`);
  const passed = asserted.status === 0 && !failures.length && serverHeld;

  const summary = {
    passed,
    floors: FLOORS,
    calibration,
    medians: Object.fromEntries(byPath.medians),
    runs: reports.map(({ url, run, benchmarkIndex, multiplier, regathered }) => ({
      url,
      run,
      benchmarkIndex,
      multiplier,
      regathered,
    })),
    floorGates: floorGates.map(({ path, gate, value, limit, ratio, pass }) => ({
      path,
      ...gate,
      value,
      limit,
      ratio,
      pass,
    })),
    assertions,
    beatenFloors: beaten,
    serverTime,
    failures,
  };
  writeFileSync(join(WORK, 'summary.json'), JSON.stringify(summary, null, 2));
  writeFileSync(join(outputDir, 'summary.json'), JSON.stringify(summary, null, 2));
  writeFileSync(
    join(outputDir, 'summary.html'),
    summaryPage({ ...summary, ...byPath, reports: reportFiles(outputDir) }),
  );

  if (failures.length) {
    console.log(
      `\nFailed (${failures.length}): what was compared, the figure, the limit, where to look:`,
    );
    for (const line of failures) console.log(line);
  }
  console.log(
    `\nLighthouse: ${passed ? 'every gate passed' : 'FAILED'}. Every figure: ${join(outputDir, 'summary.html')}`,
  );
  return passed && uploaded === 0 ? 0 : 1;
}

/** Per URL path, the file name of its representative report in `dir` (lhci upload's manifest). */
function reportFiles(dir) {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    return Object.fromEntries(
      manifest
        .filter((entry) => entry.isRepresentativeRun)
        .map((entry) => [pageOf(entry.url), relative(dir, entry.htmlPath)]),
    );
  } catch {
    return {};
  }
}

/** The startup calls' server time against the same server's /readyz, measured with the pages
 *  done (lighthouserc.json `serverTimeGate`; serverTime.mjs says why not in the page loads). */
async function heldServerTime(tls) {
  const { maxRatio, rounds } = rcFile.serverTimeGate;
  const origin = new URL(rc.collect.url[0]).origin;
  const { baselineMs, calls } = await probeServerTime(origin, readFileSync(tls.cert), rounds);
  console.log(
    `\nServer time (median of ${rounds} rounds, one call at a time) against GET /readyz ` +
      `${baselineMs.toFixed(1)} ms, at most ${maxRatio}×:`,
  );
  for (const { name, ms, ratio } of calls)
    console.log(
      `  ${ratio <= maxRatio ? '✓' : '✘'} ${name.padEnd(30)} ${ms.toFixed(1).padStart(6)} ms` +
        `  × ${ratio.toFixed(1)}`,
    );
  return { baselineMs, maxRatio, calls, pass: calls.every((c) => c.ratio <= maxRatio) };
}

/** Builds the mock-LIFF app (with its floors) into the server's STATIC_DIR. */
function buildApp() {
  const staticDir = envOf(rc.collect.startServerCommand).STATIC_DIR;
  console.log(`Building the mock-LIFF app into ${staticDir}…`);
  if (buildMockApp(staticDir) !== 0) throw new Error('The build failed.');
}

/** The configured paths on `base`; the floors only when `base` serves them (mock builds do; a
 *  production build's SPA fallback would answer index.html instead). */
async function remoteUrls(base, urls) {
  const root = base.endsWith('/') ? base : `${base}/`;
  const onBase = urls.map((url) => new URL(pageOf(url).slice(1), root).href);
  const floorUrl = new URL(FLOORS.overlay.slice(1), root).href;
  const floor = await fetch(floorUrl)
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const servesFloors = floor.includes('id="overlay"') && !/<script\b/i.test(floor);
  if (!servesFloors) console.log(`${floorUrl} is not the overlay page: measuring without floors.`);
  console.log(`Measuring ${root}.`);
  return onBase.filter((url) => servesFloors || !Object.values(FLOORS).includes(pathOf(url)));
}
