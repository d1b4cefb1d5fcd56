// `npm run size [dist]`: the production build's byte budgets (run `npm run build` first): the JS
// `/` loads before app-ready, and what each page and lazy chunk adds; fails on mock LIFF code in a
// production build. Writes reports/size.json; docs/performance.md#size-budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../build/compileHints.ts';
import { ROUTE_PAGES } from '../src/app/routeTable.ts';

const dist = process.argv[2] ?? 'dist';
const REPORT = 'reports/size.json';
const KB = 1024;
const BUDGET = {
  /** The JS `/` loads before app-ready: the entry, LIFF and Home, wretch and js-cookie included.
   *  goober moved to the entry's chunk for the startup window (vite.config.ts): 0.09 KB more,
   *  the two chunks compressed apart; the token known after its write (state/token.ts): 26 B;
   *  V8's compile hint atop the app's and LIFF's chunks (build/compileHints.ts): 48 B, for some
   *  7 ms less main thread on the host at every open (docs/performance.md#size-budget). */
  beforeReady: 52.1 * KB,
  page: 12 * KB,
  /** Form pages carry react-hook-form and zod, and their many words in both languages. */
  formPage: 32 * KB,
};
const FORM_PAGES = ['src/pages/register/Register.tsx', 'src/pages/profile/ProfileUpdate.tsx'];
const LIFF_LOADERS = ['src/liff/real.ts', 'src/liff/mock.ts'];

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(join(dist, file));
/** Sum over files, each compressed on its own. */
const sizes = (files) => {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const buffer = read(file);
    total.raw += buffer.length;
    total.gzip += gzipSync(buffer, { level: 9 }).length;
    total.brotli += brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return total;
};
const kb = (n) => `${(n / KB).toFixed(2)} KB`;

/** The chunk of `key` and everything it imports statically, as file names. */
function closure(key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, into);
  return into;
}

/** The page module the route table maps `/` to, and its manifest key: undefined when the page has
 *  no chunk of its own because a chunk that imports it statically (the entry) carries it. */
function firstPage() {
  const page = ROUTE_PAGES['/'];
  const source = page && ['.tsx', '.ts'].map((ext) => `src/pages/${page}${ext}`).find(existsSync);
  if (!source) throw new Error(`No page for '/' in src/app/routeTable.ts (${page ?? 'not found'})`);
  return { source, key: manifest[source] ? source : undefined };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the manifest: is build.manifest on?');
// The LIFF loader's chunk: keyed by its source, or by its name when it became a shared chunk.
const liffKey = Object.keys(manifest).find(
  (k) =>
    LIFF_LOADERS.includes(k) || (k.startsWith('_') && ['real', 'mock'].includes(manifest[k].name)),
);
if (!liffKey) throw new Error('No LIFF loader chunk in the manifest');
const mock = liffKey === 'src/liff/mock.ts' || manifest[liffKey].name === 'mock';
const home = firstPage();

const beforeReady = closure(entryKey);
closure(liffKey, beforeReady);
if (home.key) closure(home.key, beforeReady);
// And every chunk index.html modulepreloads: the app itself runs from one (src/entry.ts).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/?([^"]+)"/g)) {
  const key = Object.keys(manifest).find((k) => manifest[k].file === href);
  if (key) closure(key, beforeReady);
}
const beforeReadySize = sizes(beforeReady);

const failures = [];
const rows = [];
const report = {
  build: mock ? 'mock' : 'production',
  beforeReady: {
    files: [...beforeReady],
    gzip: beforeReadySize.gzip,
    brotli: beforeReadySize.brotli,
    budget: BUDGET.beforeReady,
  },
  pages: [],
};
const row = (name, s, budget) => {
  const over = budget !== undefined && s.gzip > budget;
  if (over) failures.push(`${name}: ${kb(s.gzip)} gzip > ${kb(budget)}`);
  rows.push(
    `${name.padEnd(56)} ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} br${budget ? `   (budget ${kb(budget)})` : ''}${over ? '  OVER' : ''}`,
  );
};
/** What loading `key` adds to the JS already there before app-ready. */
const extra = (key) => [...closure(key)].filter((f) => !beforeReady.has(f));

console.log(
  `JS loaded before app-ready on / (${report.build} build): ${[...beforeReady].join(', ')}`,
);
if (!home.key)
  console.log(
    `(${home.source} has no chunk of its own: it is bundled into a chunk that imports it statically.)`,
  );
row(
  `before ready (entry, LIFF, ${home.source.slice('src/'.length)}, static imports)`,
  beforeReadySize,
  mock ? undefined : BUDGET.beforeReady,
);

for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.file.endsWith('.js') || beforeReady.has(entry.file)) continue;
  if (key.startsWith('src/pages/')) {
    const files = extra(key);
    const size = sizes(files);
    const budget = FORM_PAGES.includes(key) ? BUDGET.formPage : BUDGET.page;
    row(`page ${key.slice('src/pages/'.length)} (+ its deps)`, size, budget);
    report.pages.push({ page: key, files, gzip: size.gzip, brotli: size.brotli, budget });
  } else if (entry.isDynamicEntry) {
    row(`lazy ${key} (+ its deps)`, sizes(extra(key)));
  }
}
console.log(rows.join('\n'));

if (!mock) {
  const leaked = Object.values(manifest)
    .map((e) => e.file)
    .filter((f) => f.endsWith('.js') && /LiffMockPlugin|\$mock/.test(read(f).toString()));
  if (leaked.length) failures.push(`mock LIFF code in a production build: ${leaked.join(', ')}`);
}

// The startup chunks (the JS before app-ready but the entry) and the chunks run at idle (builds/
// next's `run`) carry V8's compile hint, and no other chunk does (build/compileHints.ts).
const runAtIdle = new Set(
  readdirSync(join(dist, 'builds/next'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.values(JSON.parse(read(`builds/next/${file}`)).run ?? {}).flat())
    .map((url) => url.replace(/^\//, '')),
);
const shouldHint = new Set([...beforeReady, ...runAtIdle]);
shouldHint.delete(manifest[entryKey].file);
const hinted = new Set(
  readdirSync(join(dist, 'assets'))
    .map((file) => `assets/${file}`)
    .filter((f) => f.endsWith('.js') && read(f).toString().startsWith(COMPILE_HINT)),
);
const unhinted = [...shouldHint].filter((f) => !hinted.has(f));
const misHinted = [...hinted].filter((f) => !shouldHint.has(f));
if (unhinted.length) failures.push(`without the compile hint: ${unhinted.join(', ')}`);
if (misHinted.length)
  failures.push(`the compile hint outside startup and the run at idle: ${misHinted.join(', ')}`);

mkdirSync('reports', { recursive: true });
writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nFigures written to ${REPORT}.`);

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Within budget. JS before app-ready on /: ${kb(beforeReadySize.gzip)} gzip, ${kb(beforeReadySize.brotli)} brotli.`,
);
