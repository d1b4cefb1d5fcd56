// Size budget of the production build (run `npm run build` first). Prints gzip and brotli sizes
// of the JavaScript `/` needs before it is ready (entry, its static imports, LIFF) and of each
// lazy chunk, and exits 1 above budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const KB = 1024;
const BUDGET = {
  initial: 45 * KB,
  page: 12 * KB,
  /** Form pages carry react-hook-form and zod. */
  formPage: 30 * KB,
};
const FORM_PAGES = ['src/pages/register/Register.tsx', 'src/pages/profile/ProfileUpdate.tsx'];
const LIFF_LOADERS = ['src/liff/real.ts', 'src/liff/mock.ts'];

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const byKey = (key) => manifest[key];
const read = (file) => readFileSync(join(dist, file));
/** Sum over files, each compressed on its own: what the browser downloads. */
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
  const entry = byKey(key);
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the manifest: is build.manifest on?');
// The LIFF loader's chunk: keyed by its source, or by its name when it became a shared chunk.
const liffKey = Object.keys(manifest).find(
  (k) =>
    LIFF_LOADERS.includes(k) || (k.startsWith('_') && ['real', 'mock'].includes(manifest[k].name)),
);
const mock = liffKey === 'src/liff/mock.ts' || manifest[liffKey]?.name === 'mock';

const initial = closure(entryKey);
if (liffKey) closure(liffKey, initial);
const initialSize = sizes(initial);

const failures = [];
const rows = [];
const row = (name, s, budget) => {
  const over = budget !== undefined && s.gzip > budget;
  if (over) failures.push(`${name}: ${kb(s.gzip)} gzip > ${kb(budget)}`);
  rows.push(
    `${name.padEnd(56)} ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} br${budget ? `   (budget ${kb(budget)})` : ''}${over ? '  OVER' : ''}`,
  );
};

console.log(
  `Initial JS of / (${mock ? 'MOCK build' : 'production build'}): ${[...initial].join(', ')}`,
);
row('initial (entry + static imports + LIFF)', initialSize, mock ? undefined : BUDGET.initial);

for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.file.endsWith('.js') || initial.has(entry.file)) continue;
  if (key.startsWith('src/pages/')) {
    const cost = new Set([...closure(key)].filter((f) => !initial.has(f)));
    row(
      `page ${key.slice('src/pages/'.length)} (+ its deps)`,
      sizes(cost),
      FORM_PAGES.includes(key) ? BUDGET.formPage : BUDGET.page,
    );
  } else if (entry.isDynamicEntry) {
    row(
      `lazy ${key} (+ its deps)`,
      sizes(new Set([...closure(key)].filter((f) => !initial.has(f)))),
    );
  }
}
console.log(rows.join('\n'));

if (!mock) {
  const leaked = Object.values(manifest)
    .map((e) => e.file)
    .filter((f) => f.endsWith('.js') && /LiffMockPlugin|\$mock/.test(read(f).toString()));
  if (leaked.length) failures.push(`mock LIFF code in a production build: ${leaked.join(', ')}`);
}

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nWithin budget. Initial JS: ${kb(initialSize.gzip)} gzip, ${kb(initialSize.brotli)} brotli.`,
);
