// `npm run lhci`: Lighthouse CI (mobile defaults: simulated slow 4G, 4× CPU) against the reference
// server rendering the real app with data. lighthouserc.json holds the URLs, the server command,
// the number of runs and the budgets (asserted on the median of the runs). Self-contained:
// 1. builds the mock-LIFF, same-origin app once into the server's STATIC_DIR (.e2e/lhci/app); a
//    mock build also holds floor.html, the static page with only the loading overlay
//    (scripts/floorPage.ts), measured in the same run as the floor;
// 2. empties its DATA_DIR (.e2e/lhci/data): the server seeds the demo data on start, including
//    the demo member that the mock LIFF's default profile signs in as (server/src/db/demoMember.ts);
// 3. `lhci autorun`: starts the server with startServerCommand, measures each URL, asserts, and
//    writes the HTML and JSON reports to upload.outputDir (reports/lighthouse);
// 4. prints each URL's medians next to the floor's as ratios (also in summary.json there), and
//    fails when a page did not stay where it was asked for (a measurement of /register instead of
//    Home would pass the budgets and prove nothing).
// LHCI_URL=https://host/base/ measures that deployment instead: no build, no local server, the
// same paths and budgets; the floor only when the deployment serves it (mock builds do).
// Extra arguments go to `lhci autorun`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const RC_FILE = 'lighthouserc.json';
const FLOOR_PATH = '/floor.html';
/** How far past the floor's FCP a route's may be. Sound routes measured 0.92-1.11x the floor
 *  across runs on 2026-11-23; the regression this gate exists for (the overlay waiting on the
 *  JS) measured 1.8x (issue "first screen on a budget phone"). */
const FLOOR_FCP_RATIO = 1.25;
const rc = JSON.parse(readFileSync(RC_FILE, 'utf8')).ci;
const outputDir = rc.upload?.outputDir ?? '.lighthouseci';
const remote = process.env.LHCI_URL;

const configFile = remote ? await remoteConfig(remote) : buildLocally();
rmSync(outputDir, { recursive: true, force: true });
rmSync('.lighthouseci', { recursive: true, force: true });

// lhci reads every LHCI_* variable as an option: LHCI_URL would become its one --url.
const { LHCI_URL: _, ...env } = process.env;
const lhci = spawnSync(
  'npx',
  ['lhci', 'autorun', `--config=${configFile}`, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
);
const summary = summarize();
const overlayOk = summary ? overlayGate(summary) : true;
process.exit(lhci.status || (summary?.stayed !== false && overlayOk ? 0 : 1));

/** Builds the app into the server's STATIC_DIR and empties its DATA_DIR; answers the rc file. */
function buildLocally() {
  const command = rc.collect.startServerCommand;
  const envOf = (name) => new RegExp(`\\b${name}=(\\S+)`).exec(command)?.[1];
  const staticDir = envOf('STATIC_DIR');
  const dataDir = envOf('DATA_DIR');
  if (!staticDir || !dataDir)
    throw new Error('startServerCommand must set STATIC_DIR and DATA_DIR.');
  console.log(`Building the mock-LIFF app into ${staticDir}…`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_LIFF_MOCK: '1',
        VITE_API_BASE: '',
        VITE_LIFF_ID: '2000000000-demo',
        VITE_LINE_OA_ID: '@loyaltydemo',
      },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  rmSync(dataDir, { recursive: true, force: true });
  return RC_FILE;
}

/** lighthouserc.json with its URLs moved onto `base` and no server to start; the floor is kept
 *  only when `base` serves it (a production build does not, and its SPA fallback would answer
 *  index.html instead). Answers the written rc file. */
async function remoteConfig(base) {
  const root = base.endsWith('/') ? base : `${base}/`;
  const urls = rc.collect.url.map((url) => {
    const { pathname } = new URL(url);
    return new URL(pathname.slice(1), root).href;
  });
  const floorUrl = new URL(FLOOR_PATH.slice(1), root).href;
  const floor = await fetch(floorUrl)
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const servesFloor = floor.includes('id="overlay"') && !/<script\b/i.test(floor);
  if (!servesFloor) console.log(`${floorUrl} is not the overlay page: measuring without a floor.`);
  const { startServerCommand, startServerReadyPattern, startServerReadyTimeout, ...collect } =
    rc.collect;
  const config = {
    ci: {
      ...rc,
      collect: { ...collect, url: urls.filter((u) => servesFloor || u !== floorUrl) },
    },
  };
  mkdirSync('.e2e/lhci', { recursive: true });
  const file = '.e2e/lhci/lighthouserc.remote.json';
  writeFileSync(file, JSON.stringify(config, null, 2));
  console.log(`Measuring ${root} (config ${file}).`);
  return file;
}

/** Prints each URL's medians over its runs next to the floor's as ratios and writes them to
 *  summary.json; answers the medians, the floor's URL and whether every run ended on its URL
 *  (undefined without reports). */
function summarize() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(`${outputDir}/manifest.json`, 'utf8'));
  } catch {
    return undefined;
  }
  let stayed = true;
  /** @type {Map<string, Array<Record<string, number>>>} */
  const runs = new Map();
  for (const entry of manifest) {
    const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
    const ended = new URL(lhr.finalDisplayedUrl).pathname;
    if (ended !== new URL(entry.url).pathname) {
      stayed = false;
      console.log(`  ✘ ${entry.url} ended on ${ended}: that page was measured instead.`);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const script = lhr.audits['resource-summary']?.details?.items?.find(
      (i) => i.resourceType === 'script',
    );
    const figures = {
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tti: audit('interactive'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      score: (lhr.categories.performance.score ?? Number.NaN) * 100,
      scriptKiB: (script?.transferSize ?? 0) / 1024,
      ...lcpPhases(lhr),
    };
    runs.set(entry.url, [...(runs.get(entry.url) ?? []), figures]);
  }

  const medians = new Map(
    [...runs].map(([url, list]) => [
      url,
      Object.fromEntries(
        [...new Set(list.flatMap((f) => Object.keys(f)))].map((k) => [
          k,
          median(list.map((f) => f[k])),
        ]),
      ),
    ]),
  );
  const floorUrl = [...medians.keys()].find((url) => new URL(url).pathname === FLOOR_PATH);
  const floor = floorUrl ? medians.get(floorUrl) : undefined;
  const ms = (v) => `${Math.round(v)} ms`;
  // [header, key, format, as a ratio to the floor]. TBT and CLS of the floor are (about) 0, and a
  // ratio to nothing says nothing: those two stand next to the floor's own figure instead.
  const columns = [
    ['FCP', 'fcp', ms, true],
    ['LCP', 'lcp', ms, true],
    ['TTI', 'tti', ms, true],
    ['TBT', 'tbt', ms, false],
    ['CLS', 'cls', (v) => v.toFixed(3), false],
    ['score', 'score', (v) => String(Math.round(v)), true],
  ];
  const cell = (figures, [, key, format, asRatio]) => {
    const value = format(figures[key]);
    if (!floor || figures === floor || !asRatio) return value;
    return `${value} (${(figures[key] / floor[key]).toFixed(2)}×)`;
  };
  const runsPerUrl = Math.max(...[...runs.values()].map((list) => list.length));
  console.log(
    `\nLighthouse, median of ${runsPerUrl} run(s) per URL, ` +
      `${floor ? 'ratio to the floor (the static overlay page) in brackets' : 'no floor measured'}:`,
  );
  const header = ['URL', ...columns.map(([name]) => name), 'script'];
  const rows = [...medians].map(([url, figures]) => [
    url === floorUrl ? `${new URL(url).pathname} (floor)` : new URL(url).pathname,
    ...columns.map((column) => cell(figures, column)),
    `${figures.scriptKiB.toFixed(1)} KiB`,
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows]) {
    console.log(`  ${row.map((c, i) => c.padEnd(widths[i])).join('  ')}`);
  }
  printLcpPhases(medians, floorUrl);
  console.log(`Reports: ${outputDir}/ (one HTML and one JSON per run, manifest.json).`);
  writeFileSync(
    `${outputDir}/summary.json`,
    JSON.stringify(
      { runsPerUrl, floor: floorUrl ?? null, medians: Object.fromEntries(medians) },
      null,
      2,
    ),
  );
  return { stayed, medians, floorUrl };
}

/**
 * The overlay's gate, an error: every route paints its first content (the overlay, which needs no
 * JS) within the FCP budget of lighthouserc.json or within FLOOR_FCP_RATIO of the floor measured
 * in the same run, whichever is later. lighthouserc.json carries the
 * budget as a warning because lhci cannot compare two URLs: on a slow day this machine measures a
 * page with no script at all over 750 ms (701-925 ms, median 780, on 2026-11-23), and a gate that
 * fails the floor measures the machine, not the app.
 */
function overlayGate({ medians, floorUrl }) {
  const budget = rc.assert.assertMatrix
    .map((entry) => entry.assertions['first-contentful-paint']?.[1]?.maxNumericValue)
    .find(Number.isFinite);
  if (!budget) return true;
  const floorFcp = floorUrl ? medians.get(floorUrl).fcp : 0;
  const limit = Math.max(budget, FLOOR_FCP_RATIO * floorFcp);
  const why = floorUrl
    ? `max(${budget} ms, ${FLOOR_FCP_RATIO} × the floor's ${Math.round(floorFcp)} ms)`
    : `${budget} ms, no floor measured`;
  console.log(`\nOverlay gate: FCP median ≤ ${why} = ${Math.round(limit)} ms`);
  let ok = true;
  for (const [url, { fcp }] of medians) {
    if (url === floorUrl) continue;
    const pass = fcp <= limit;
    ok &&= pass;
    console.log(`  ${pass ? '✓' : '✘'} ${new URL(url).pathname} ${Math.round(fcp)} ms`);
  }
  return ok;
}

/** Lighthouse's split of a run's LCP into the phases a request chain goes through, as
 *  `lcp:<phase>` figures (ms): how long the document took, how late the LCP resource was asked
 *  for, how long it loaded, and how long it then waited to be painted. */
function lcpPhases(lhr) {
  const parts = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = parts.flatMap((part) => part.items ?? []).filter((item) => item.phase);
  return Object.fromEntries(phases.map((p) => [`lcp:${p.phase}`, p.timing]));
}

/** Where each route's LCP goes, medians per phase: on a page whose LCP is an image the load
 *  delay is the chain in front of it (document → JS → login → data → image). */
function printLcpPhases(medians, floorUrl) {
  const routes = [...medians].filter(([url]) => url !== floorUrl);
  const phases = [...new Set(routes.flatMap(([, f]) => Object.keys(f)))].filter((key) =>
    key.startsWith('lcp:'),
  );
  if (!phases.length) return;
  console.log('LCP by phase (median ms of each phase; they need not add up to the LCP median):');
  for (const [url, figures] of routes) {
    const cells = phases.map((key) => `${key.slice(4)} ${Math.round(figures[key] ?? 0)}`);
    console.log(`  ${new URL(url).pathname.padEnd(10)} ${cells.join(' · ')}`);
  }
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid] + sorted[mid + 1]) / 2;
}
