// `npm run lhci:selftest`: proof that the Lighthouse gates (npm run lhci) can be trusted. Runs them
// on four setups, twice over, and prints a table:
//   a. the current build on an idle host                   → must pass
//   b. the same build while a CPU hog keeps one core busy  → must pass
//   c. a build with a deliberate regression, idle          → must fail
//   d. the same regression with the hog                    → must fail
// The regression is 100 ms of synchronous work when the app's code starts (prepended to the
// app chunk, which runs src/main.tsx, in the built output, so no source carries it). Takes about 8 Lighthouse
// runs of `npm run lhci`; not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const APP = '.e2e/lhci/app';
const GOOD = '.e2e/lhci/selftest-good';
const BAD = '.e2e/lhci/selftest-regressed';
const REPEATS = Number(process.env.SELFTEST_REPEATS ?? 2);
const SUMMARY = '.e2e/lhci/summary.json';
/** The busy loop the regressed build runs before anything else in the app's code. */
const REGRESSION = '{const t=performance.now()+100;while(performance.now()<t);}';

// One build, copied twice: the regressed copy differs from the good one by the busy loop alone.
run('node', ['perf/lhci.mjs', '--build-only']);
rmSync(GOOD, { recursive: true, force: true });
rmSync(BAD, { recursive: true, force: true });
cpSync(APP, GOOD, { recursive: true });
cpSync(APP, BAD, { recursive: true });
const regressed = regress(BAD);
console.log(`Regression: 100 ms of synchronous work at the top of ${regressed}.`);

const setups = [
  { name: 'a. build, idle', dir: GOOD, hog: false, expect: 'pass' },
  { name: 'b. build, one core busy', dir: GOOD, hog: true, expect: 'pass' },
  { name: 'c. regressed, idle', dir: BAD, hog: false, expect: 'fail' },
  { name: 'd. regressed, one core busy', dir: BAD, hog: true, expect: 'fail' },
];
// SELFTEST_ONLY=b,c runs only those setups (a quick look; the proof is all four, twice).
const only = process.env.SELFTEST_ONLY?.split(',');
const rows = [];
for (let round = 1; round <= REPEATS; round += 1) {
  for (const setup of setups.filter((s) => !only || only.includes(s.name[0]))) {
    rmSync(APP, { recursive: true, force: true });
    cpSync(setup.dir, APP, { recursive: true });
    const hog = setup.hog ? startHog() : undefined;
    const started = Date.now();
    const status = spawnSync('node', ['perf/lhci.mjs'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, LHCI_SKIP_BUILD: '1' },
    }).status;
    hog?.kill('SIGKILL');
    const verdict = status === 0 ? 'pass' : 'fail';
    rows.push({ round, ...setup, verdict, seconds: (Date.now() - started) / 1000, ...figures() });
    console.log(`\n▶ ${setup.name}, round ${round}: ${verdict} (expected ${setup.expect})\n`);
  }
}
rmSync(APP, { recursive: true, force: true });
cpSync(GOOD, APP, { recursive: true });

const header = [
  'setup',
  'round',
  'verdict',
  'expected',
  'index',
  'CPU ×',
  '/ LCP ×st',
  '/ TTI ×st',
  'TBT max',
  's',
];
const table = rows.map((r) => [
  r.name,
  String(r.round),
  r.verdict,
  r.expect,
  r.index,
  r.multiplier,
  r.lcpRatio,
  r.ttiRatio,
  r.tbtMax,
  r.seconds.toFixed(0),
]);
const widths = header.map((_, i) => Math.max(...[header, ...table].map((row) => row[i].length)));
console.log('\nlhci:selftest');
for (const row of [header, ...table])
  console.log(`  ${row.map((c, i) => c.padEnd(widths[i])).join('  ')}`);
const wrong = rows.filter((r) => r.verdict !== r.expect);
console.log(
  wrong.length
    ? `\n${wrong.length} wrong verdict(s): ${wrong.map((r) => `${r.name} round ${r.round}`).join(', ')}`
    : '\nNo false alarm and no miss.',
);
process.exit(wrong.length ? 1 : 0);

/** Prepends the busy loop to the built chunk of src/main.tsx and rewrites its .br and .gz. */
function regress(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  // src/main.tsx runs from the `app` chunk (build/chunkGroups.ts).
  const file = Object.values(manifest).find((entry) => entry.name === 'app')?.file;
  if (!file) throw new Error('No app chunk in the manifest.');
  const path = join(dir, file);
  const code = Buffer.from(REGRESSION + readFileSync(path, 'utf8'));
  writeFileSync(path, code);
  writeFileSync(`${path}.gz`, gzipSync(code, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return file;
}

/** One process spinning on one core until killed. */
function startHog() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

/** The figures of the run that just ended, from its summary. */
function figures() {
  try {
    const { medians, runs } = JSON.parse(readFileSync(SUMMARY, 'utf8'));
    const home = medians['/'];
    const floor = medians['/floor-startup.html'];
    const indexes = runs.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
    const multipliers = runs.map((r) => r.multiplier).sort((a, b) => a - b);
    const routes = Object.entries(medians).filter(([path]) => !path.startsWith('/floor'));
    return {
      index: `${Math.round(indexes[0])}-${Math.round(indexes.at(-1))}`,
      multiplier: `${multipliers[0].toFixed(1)}-${multipliers.at(-1).toFixed(1)}`,
      lcpRatio: (home['largest-contentful-paint'] / floor['largest-contentful-paint']).toFixed(2),
      ttiRatio: (home.interactive / floor.interactive).toFixed(2),
      tbtMax: String(Math.round(Math.max(...routes.map(([, f]) => f['total-blocking-time'])))),
    };
  } catch {
    return { index: '-', multiplier: '-', lcpRatio: '-', ttiRatio: '-', tbtMax: '-' };
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}
