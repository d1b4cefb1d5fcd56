// `npm run lhci`: Lighthouse CI against the reference server rendering the real app with data
// (lighthouserc.json holds the URLs, the server command and the budgets). Self-contained:
// 1. builds the mock-LIFF, same-origin app once into the server's STATIC_DIR (.e2e/lhci/app);
// 2. empties its DATA_DIR (.e2e/lhci/data): the server seeds the demo data on start, including
//    the demo member that the mock LIFF's default profile signs in as (server/src/db/demoMember.ts);
// 3. `lhci autorun`: starts the server with startServerCommand, measures each URL, asserts;
// 4. prints each URL's scores, and fails when a page did not stay where it was asked for (a
//    measurement of /register instead of Home would pass the budgets and prove nothing).
// Extra arguments go to `lhci autorun`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci;
const command = rc.collect.startServerCommand;
const envOf = (name) => new RegExp(`\\b${name}=(\\S+)`).exec(command)?.[1];
const staticDir = envOf('STATIC_DIR');
const dataDir = envOf('DATA_DIR');
if (!staticDir || !dataDir) throw new Error('startServerCommand must set STATIC_DIR and DATA_DIR.');
const outputDir = rc.upload?.outputDir ?? '.lighthouseci';

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
rmSync(outputDir, { recursive: true, force: true });

const lhci = spawnSync('npx', ['lhci', 'autorun', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
});
const stayed = printScores();
process.exit(lhci.status || (stayed ? 0 : 1));

/** Prints the representative run of each URL; answers whether every run ended on its URL. */
function printScores() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(`${outputDir}/manifest.json`, 'utf8'));
  } catch {
    return true;
  }
  console.log(
    `\nLighthouse, representative of ${rc.collect.numberOfRuns ?? 3} run(s) per URL ` +
      '(performance / accessibility / best practices, LCP, TBT, CLS, script transferred):',
  );
  let stayed = true;
  for (const entry of manifest) {
    const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
    const ended = new URL(lhr.finalDisplayedUrl).pathname;
    if (ended !== new URL(entry.url).pathname) {
      stayed = false;
      console.log(`  ✘ ${entry.url} ended on ${ended}: that page was measured instead.`);
    }
    if (!entry.isRepresentativeRun) continue;
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const script = lhr.audits['resource-summary']?.details?.items?.find(
      (i) => i.resourceType === 'script',
    );
    console.log(
      `  ${entry.url}: ${score('performance')} / ${score('accessibility')} / ` +
        `${score('best-practices')}, LCP ${Math.round(audit('largest-contentful-paint'))} ms, ` +
        `TBT ${Math.round(audit('total-blocking-time'))} ms, ` +
        `CLS ${audit('cumulative-layout-shift').toFixed(3)}, ` +
        `script ${((script?.transferSize ?? 0) / 1024).toFixed(1)} KB`,
    );
  }
  return stayed;
}
