// `npm test`: every check in order, stopping at the first failure, with each step's time and a
// closing "N passed, N failed". The server tests (one core) run beside the steps before the build,
// and the fault tests (mostly waiting out outages) beside the build, the size budget and the
// browser tests.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

const reports = 'reports';
// Only this run's reports count.
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const besideStep = [
  'server tests',
  `npx vitest run --project server --reporter=default --reporter=json --outputFile=${reports}/server.json`,
];
const faultStep = [
  'fault tests',
  `npx vitest run --project faults --reporter=default --reporter=json --outputFile=${reports}/faults.json`,
];
const steps = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  [
    'unit tests',
    `npx vitest run --project unit --reporter=default --reporter=json --outputFile=${reports}/unit.json`,
  ],
  besideStep,
  ['production build', 'npm run -s build'],
  ['size budget', 'npm run -s size'],
  // Builds its own mock-LIFF apps under .e2e/ (playwright.config.ts) and writes reports/e2e.json.
  ['browser tests', 'npx playwright test'],
  // Awaited before Lighthouse, which measures with nothing else running.
  faultStep,
  // Builds its own app under .e2e/lhci and runs the reference server on it (perf/lhci.mjs).
  ['lighthouse', 'npm run -s lhci'],
];

/** Starts the step beside the others (in its own process group, so that it can be stopped whole);
 *  `done` resolves to its exit status and the file that holds its output. */
function startBeside([name, command]) {
  const log = `${reports}/${name.replaceAll(' ', '-')}.log`;
  const out = openSync(log, 'w');
  const started = Date.now();
  console.log(`\n▶ ${name} (beside the next steps, printed when they end): ${command}`);
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', out, out] });
  const done = exitStatus(child).then((status) => {
    closeSync(out);
    return { status, seconds: (Date.now() - started) / 1000, log };
  });
  return { done, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** Resolves to the child's exit status once it has ended. Every step is awaited this way, never
 *  with spawnSync: the steps beside must see their own end, and a blocked event loop would time
 *  them until they are awaited. */
const exitStatus = (child) => new Promise((resolve) => child.on('close', resolve));

/** Which beside-step each step starts once it is reached (the server tests start with the first). */
const startsBeside = new Map([['production build', faultStep]]);

const timings = [];
let failed = null;
// Each is started early and waited for where it stands in the list.
const besides = new Map([[besideStep, startBeside(besideStep)]]);
for (const step of steps) {
  const [name, command] = step;
  const later = startsBeside.get(name);
  if (later) besides.set(later, startBeside(later));
  const beside = besides.get(step);
  if (beside) {
    const { status, seconds, log } = await beside.done;
    besides.delete(step);
    console.log(`\n▶ ${name} (ran beside the steps above):\n${readFileSync(log, 'utf8')}`);
    timings.push([name, `${seconds.toFixed(1)} (beside)`]);
    if (status !== 0) {
      failed = name;
      break;
    }
    continue;
  }
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const status = await exitStatus(spawn(command, { shell: true, stdio: 'inherit' }));
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
// A step failed before the steps beside ended: they are not waited for.
for (const beside of besides.values()) beside.stop();

console.log('\nStep timings (s):');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(18)} ${seconds}`);

let passed = 0;
let failures = 0;
let skipped = 0;
let flaky = 0;
for (const file of ['unit.json', 'server.json', 'faults.json']) {
  const path = `${reports}/${file}`;
  if (!existsSync(path)) continue;
  const r = JSON.parse(readFileSync(path, 'utf8'));
  passed += r.numPassedTests;
  failures += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const e2e = `${reports}/e2e.json`;
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
  flaky = s.flaky ?? 0;
  passed += (s.expected ?? 0) + flaky;
  failures += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
if (failed) console.log(`\nFAILED at: ${failed}`);
// A step that failed without a failing test in it (typecheck, lint, build, size, Lighthouse)
// still counts as one failure.
const failedCount = failures || (failed ? 1 : 0);
// A browser test that failed and then passed on its retry (CI only) counts as passed, named here.
const flakyNote = flaky
  ? ` (${flaky} browser test${flaky > 1 ? 's' : ''} passed only on retry: flaky)`
  : '';
console.log(`\n${passed} passed, ${failedCount} failed, ${skipped} skipped${flakyNote}`);
process.exit(failed ? 1 : 0);
