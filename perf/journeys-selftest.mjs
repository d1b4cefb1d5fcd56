// `npm run journeys:selftest`: the journey gates (tests/e2e/journeys) on the clean build and on
// three planted regressions (a-c in REGRESSIONS below), each idle and with one core busy, three
// rounds of journeys each; the clean build must pass and each regression fail. Prints which targets
// each run missed (docs/journeys.md#the-self-test). Everything happens in a temporary copy of the
// checkout (plantedCopy.mjs), removed on exit and when killed: the regressions are planted there,
// never in tracked files. The journeys build the app themselves (the flows' server).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { checkPatches, measuredStatus, workInCopy } from './plantedCopy.mjs';

const REPORT = 'reports/journeys.json';
const ROUNDS = Number(process.env.SELFTEST_ROUNDS ?? 1);
const only = process.env.SELFTEST_ONLY?.split(',');

/** Each regression: the source patches that plant it. */
const REGRESSIONS = [
  { id: 'clean', what: 'the clean build', expect: 'pass', source: [] },
  {
    id: 'a',
    what: 'route chunks fetched only on the tap (no route prefetched)',
    expect: 'fail',
    source: [
      {
        file: 'src/app/next.ts',
        from: 'export const RUN_AT_IDLE',
        to:
          "for (const screen in NEXT) NEXT[screen] = NEXT[screen]?.filter((p) => !p.startsWith('/')) ?? [];\n" +
          'export const RUN_AT_IDLE',
      },
    ],
  },
  {
    id: 'b',
    what: "100 ms of work in the code sheet button's handler",
    expect: 'fail',
    source: [
      {
        file: 'src/pages/home/HomeView.tsx',
        from: 'onClick={codeSheet?.open}',
        to: 'onClick={() => { const t = performance.now() + 100; while (performance.now() < t); codeSheet?.open(); }}',
      },
    ],
  },
  {
    id: 'c',
    what: "the Thai tap's paint waits on a chunk (fetched synchronously in its handler)",
    expect: 'fail',
    source: [
      {
        file: 'src/pages/profile/LanguageChoice.tsx',
        from: '              choose(value);\n',
        to:
          '              choose(value);\n' +
          "              { const x = new XMLHttpRequest(); x.open('GET', import.meta.url + '?' + Date.now(), false); x.send(); }\n",
      },
    ],
  },
].filter((r) => !only || only.includes(r.id));

checkPatches(REGRESSIONS.flatMap((r) => r.source));
workInCopy('journeys-selftest');

const rows = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const r of REGRESSIONS) {
    for (const busy of [false, true]) {
      rmSync(REPORT, { force: true });
      const started = Date.now();
      const status = await measuredStatus({
        patches: r.source,
        busy,
        argv: ['npm', 'run', 'journeys'],
        env: { JOURNEY_ROUNDS: '3' },
      });
      const report = existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, 'utf8')) : undefined;
      // A run that stopped before every tap was measured (a crash, a timeout) is no verdict.
      const verdict =
        status === 0 ? 'pass' : report?.complete && report.missed.length ? 'fail' : 'no verdict';
      rows.push({
        round,
        ...r,
        busy,
        verdict,
        missed: report?.missed ?? [],
        seconds: (Date.now() - started) / 1000,
      });
      console.log(
        `\n▶ ${r.id} ${busy ? 'hog' : 'idle'}, round ${round}: ${verdict} (expected ${r.expect})\n`,
      );
    }
  }
}

console.log('\njourneys:selftest');
for (const r of rows) {
  console.log(
    `  ${r.verdict === r.expect ? '✓' : '✘'} ${r.id} ${r.busy ? 'one core busy' : 'idle'}, round ${r.round}: ${r.verdict} (expected ${r.expect}), ${r.seconds.toFixed(0)} s: ${r.what}`,
  );
  for (const missed of r.missed) console.log(`      ${missed}`);
}
const wrong = rows.filter((r) => r.verdict !== r.expect);
console.log(wrong.length ? `\n${wrong.length} wrong verdict(s).` : '\nNo false alarm and no miss.');
process.exit(wrong.length ? 1 : 0);
