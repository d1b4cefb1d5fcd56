// `npm run bench`: `/` against its floors in one run, as ratios: app-ready on the budget phone
// beside the overlay floor's LCP, the first screen's JS beside LIFF core and the runtime packages
// bundled now, and the server bench. What each figure means: docs/performance.md#bench.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
// esbuild comes with Vite; it bundles the floor's packages the way a minimal app would.
import { build } from 'esbuild';
import { buildMockApp } from '../scripts/mockApp.mjs';
import { startServer } from '../scripts/serverProcess.mjs';
import { BUDGET_PHONE } from '../tests/e2e/budgetPhone';
import {
  FLOOR_PATH,
  type LoadFigures,
  longestTaskText,
  measureLoad,
  median,
} from './spec/measureLoad';

const LOADS = 5;
const PORT = 4402;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const WORK = '.e2e/bench';
const PROD = join(WORK, 'prod');
const LIFF_LOADER = 'src/liff/real.ts';
const RUNTIME_PACKAGES = [
  'preact',
  'preact-iso',
  '@preact/signals',
  'goober',
  'wretch',
  'js-cookie',
];
const SERVER_REPORT = 'reports/bench-server.json';
const KiB = 1024;

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const times = (value: number, floor: number) => `${(value / floor).toFixed(2)}× the floor`;
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  encoding: 'utf8',
}).stdout.trim();
const dirty = spawnSync(
  'git',
  ['status', '--porcelain', '--', 'src', 'contract', 'index.html', 'vite.config.ts'],
  {
    encoding: 'utf8',
  },
).stdout.trim();

console.log(
  `npm run bench: app at ${commit}${dirty ? ' (with uncommitted app changes)' : ''}; budget phone ` +
    `${BUDGET_PHONE.device.viewport.width}×${BUDGET_PHONE.device.viewport.height} (Moto G4), ` +
    `CPU ${BUDGET_PHONE.cpuSlowdown}×, ${BUDGET_PHONE.network.latency} ms RTT, ` +
    `${((BUDGET_PHONE.network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down\n`,
);

const screen = await firstScreen();
const js = await jsBeforeReady();
const server = serverFigures();

const appReady = median(screen.app.map((l) => l.appReadyMs ?? Number.NaN));
const floorLcp = median(screen.floor.map((l) => l.lcpMs));
const transferred = median(screen.app.map((l) => l.jsBeforeReadyBytes));
/** `label  value  ratio` lines with the values lined up. */
const table = (rows: Array<[label: string, value: string, ratio?: string]>) => {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows
    .map(([label, value, ratio]) =>
      `  ${label.padEnd(width)}  ${value.padStart(9)}   ${ratio ?? ''}`.trimEnd(),
    )
    .join('\n');
};
console.log(`First screen, median of ${LOADS} cold loads each:`);
console.log(
  table([
    ['floor: the static overlay page, LCP', ms(floorLcp)],
    ['/: app-ready', ms(appReady), times(appReady, floorLcp)],
    ['/: LCP', ms(median(screen.app.map((l) => l.lcpMs)))],
    ['/: longest task', longestTaskText(median(screen.app.map((l) => l.longestTaskMs)))],
  ]),
);
console.log('\nJS before app-ready on /, gzip:');
console.log(
  table([
    [
      `floor: LIFF core + ${js.liffModules} modules, ${RUNTIME_PACKAGES.join(', ')}`,
      kib(js.floorGzip),
    ],
    [
      `/: production build, ${js.files.join(' + ')}`,
      kib(js.appGzip),
      times(js.appGzip, js.floorGzip),
    ],
    ['/: transferred in the browser (mock build, with headers)', kib(transferred)],
  ]),
);
console.log(`\nServer (npm run bench:server, ${SERVER_REPORT}):`);
console.log(server ? serverTable(server) : '  no report: bench:server did not write it.');

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench.json',
  JSON.stringify(
    {
      commit,
      uncommittedAppChanges: Boolean(dirty),
      firstScreen: {
        floorLcpMs: floorLcp,
        appReadyMs: appReady,
        ratio: appReady / floorLcp,
        loads: screen,
      },
      jsBeforeReady: { ...js, ratio: js.appGzip / js.floorGzip, transferredInBrowser: transferred },
      server,
    },
    null,
    2,
  ),
);

/** Builds the mock app, runs the reference server on it and loads the floor and `/` by turns. */
async function firstScreen(): Promise<{ floor: LoadFigures[]; app: LoadFigures[] }> {
  const appDir = join(WORK, 'app');
  const dataDir = join(WORK, 'data');
  if (buildMockApp(appDir) !== 0) throw new Error('The mock build failed.');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({
    env: {
      PORT: String(PORT),
      AUTH_MODE: 'mock',
      SEED_DEMO: '1',
      // Every load signs the demo member in again.
      SIGN_IN_PER_LINE_USER: '100000',
      SMS_MODE: 'console',
      STATIC_DIR: appDir,
      DATA_DIR: dataDir,
    },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const floor: LoadFigures[] = [];
    const app: LoadFigures[] = [];
    for (let i = 0; i < LOADS; i++) {
      floor.push(await measureLoad(browser, ORIGIN, FLOOR_PATH, { waitForApp: false }));
      const load = await measureLoad(browser, ORIGIN, '/', { waitForApp: true });
      if (load.endedOn !== '/') throw new Error(`/ ended on ${load.endedOn}: not the home page.`);
      app.push(load);
    }
    return { floor, app };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** gzip bytes of the production JS `/` loads before app-ready, and of the floor bundle. */
async function jsBeforeReady() {
  run('npx', ['vite', 'build', '--outDir', PROD, '--emptyOutDir', '--logLevel', 'error'], {});
  // The size script defines "before app-ready" (entry, modulepreloaded chunks, first page).
  run('node', ['--import', 'tsx', 'perf/size.mjs', PROD], {});
  const size = JSON.parse(readFileSync('reports/size.json', 'utf8')) as {
    beforeReady: { files: string[]; gzip: number };
  };
  const files = size.beforeReady.files;
  const appGzip = size.beforeReady.gzip;
  const gzip = (bytes: Buffer | Uint8Array) => gzipSync(bytes, { level: 9 }).length;

  const liffModules = [
    ...readFileSync(LIFF_LOADER, 'utf8').matchAll(/^import (\w+) from '(@line\/liff\/[\w-]+)';$/gm),
  ]
    .filter(([, , specifier]) => specifier !== '@line/liff/core')
    .map(([, name, specifier]) => ({ name: name as string, specifier: specifier as string }));
  const source = [
    "import liff from '@line/liff/core';",
    ...liffModules.map(({ name, specifier }) => `import ${name} from '${specifier}';`),
    ...liffModules.map(({ name }) => `liff.use(new ${name}());`),
    ...RUNTIME_PACKAGES.map((pkg, i) => `import * as runtime${i} from '${pkg}';`),
    `export { liff, ${RUNTIME_PACKAGES.map((_, i) => `runtime${i}`).join(', ')} };`,
  ].join('\n');
  const bundle = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  const floorGzip = gzip(bundle.outputFiles[0]?.contents ?? new Uint8Array());
  return {
    files,
    appGzip,
    floorGzip,
    liffModules: liffModules.length,
  };
}

/** Runs `npm run bench:server` and answers the report it wrote in this run (null if none). */
function serverFigures(): unknown {
  const started = Date.now();
  console.log('\nRunning npm run bench:server…');
  spawnSync('npm', ['run', '-s', 'bench:server'], { stdio: 'inherit' });
  if (!existsSync(SERVER_REPORT) || statSync(SERVER_REPORT).mtimeMs < started) return null;
  return JSON.parse(readFileSync(SERVER_REPORT, 'utf8'));
}

interface ServerRow {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  ratio?: number;
}

/** The rows of bench-server.json, the baseline first; the raw JSON for any other shape. */
function serverTable(report: unknown): string {
  const { baseline, routes } = report as { baseline?: ServerRow; routes?: ServerRow[] };
  if (!baseline || !Array.isArray(routes)) return JSON.stringify(report, null, 2);
  const rows = [baseline, ...routes].map((row) => [
    row.name,
    String(Math.round(row.reqPerSec)),
    String(row.p99Ms),
    String(row.errors),
    row === baseline
      ? 'baseline'
      : `${(row.ratio ?? row.reqPerSec / baseline.reqPerSec).toFixed(3)}×`,
  ]);
  const header = ['route', 'req/s', 'p99 ms', 'errors', 'req/s vs baseline'];
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((r) => (r[i] as string).length)),
  );
  return [header, ...rows]
    .map(
      (r) =>
        `  ${r.map((c, i) => (i ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join('  ')}`,
    )
    .join('\n');
}

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}
