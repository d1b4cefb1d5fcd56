// The full table of a collection as an HTML page beside Lighthouse's reports
// (reports/lighthouse/summary.html): per URL the corrected medians (gated) beside stock
// Lighthouse's simulation of the same runs, the floors, the calibration, every gate with its
// figure and limit, LCP by phase, the startup window, and a link to each URL's report.
import { STOCK_TIMINGS } from './audit.mjs';
import { floorName, short } from './verdict.mjs';

const html = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const table = (head, rows) =>
  `<table><tr>${head.map((h) => `<th>${html(h)}</th>`).join('')}</tr>${rows
    .map((row) => `<tr>${row.map((c) => `<td>${html(c)}</td>`).join('')}</tr>`)
    .join('')}</table>`;

/**
 * @param {{ medians: Map<string, Record<string, number>>, runs: Map<string, object[]>,
 *   floors: Record<string, string>, calibration: { multiplier: number, why: string },
 *   floorGates: object[], assertions: object[], beatenFloors: string[], serverTime?: object,
 *   reports: Record<string, string>, passed: boolean }} summary
 *   reports: per URL path, the file name of its representative Lighthouse report.
 */
export function summaryPage(summary) {
  const { medians, runs, floors, calibration } = summary;
  const paths = [...medians.keys()];
  const indexes = [...runs.values()].flat().map((r) => r.benchmarkIndex);
  const link = (path) =>
    summary.reports[path]
      ? `<a href="${html(summary.reports[path])}">${html(path)}</a>`
      : html(path);

  const rows = [
    ['FCP', 'first-contentful-paint', true],
    ['LCP', 'largest-contentful-paint', true],
    ['app-ready', 'app-ready', true],
    ['Home snapshot', 'home-snapshot', true],
    ['TTI', 'interactive', true],
    ['TBT', 'total-blocking-time', false],
    ['API server time', 'api-server-time', false],
    ['API calls in series', 'api-round-trips', false],
    ['startup round trips', 'startup-round-trips', false],
    ['CLS', 'cumulative-layout-shift', false],
  ];
  const figures = rows.map(([name, key, stocked]) => [
    name,
    ...paths.flatMap((path) => {
      const f = medians.get(path);
      const value = key === 'cumulative-layout-shift' ? fixed(f[key], 3) : ms(f[key]);
      return [value, stocked && STOCK_TIMINGS.includes(key) ? ms(f[`stock:${key}`]) : ''];
    }),
  ]);
  figures.push([
    'performance score',
    ...paths.flatMap((path) => [ms(medians.get(path).score), ms(medians.get(path)['stock:score'])]),
  ]);
  figures.push([
    'script KiB',
    ...paths.flatMap((path) => [fixed(medians.get(path).scriptKiB, 1), '']),
  ]);
  const figureTable = `<table><tr><th></th>${paths
    .map((p) => `<th colspan="2">${link(p)}<br><small>${html(floorName(p, floors))}</small></th>`)
    .join(
      '',
    )}</tr><tr><th>median ms</th>${paths.map(() => '<th>corrected</th><th>stock</th>').join('')}</tr>${figures
    .map(
      (row) =>
        `<tr>${row.map((c, i) => (i ? `<td>${html(c)}</td>` : `<th>${html(c)}</th>`)).join('')}</tr>`,
    )
    .join('')}</table>`;

  const gates = table(
    ['', 'URL', 'gate', 'median', 'limit', 'rule'],
    [
      ...summary.floorGates.map((g) => [
        g.pass ? '✓' : '✘',
        g.path,
        short(g.audit),
        ms(g.value),
        String(g.limit),
        g.maxRatio === undefined
          ? `${floorName(g.floor, floors)} ${ms(g.floorValue)} + ${g.maxOver}`
          : `${g.maxRatio} × ${floorName(g.floor, floors)}${g.floorAudit ? ` ${short(g.floorAudit)}` : ''} ${ms(g.floorValue)} (×${fixed(g.ratio, 2)} now)`,
      ]),
      ...summary.assertions.map((a) => [
        a.pass ? '✓' : '✘',
        a.path,
        short(a.audit),
        fixed(a.value, a.audit === 'resource-summary:script:size' ? 0 : 3),
        `${a.bound} ${a.limit}`,
        'lighthouserc.json ci.assert',
      ]),
    ],
  );

  const routes = paths.filter((p) => !Object.values(floors).includes(p));
  const phaseKeys = [...new Set(routes.flatMap((p) => Object.keys(medians.get(p))))].filter((k) =>
    k.startsWith('lcp:'),
  );
  const phases = table(
    ['URL', ...phaseKeys.map((k) => k.slice(4))],
    routes.map((p) => [p, ...phaseKeys.map((k) => ms(medians.get(p)[k]))]),
  );
  const windows = routes
    .map((p) => {
      const f = medians.get(p);
      const files = Object.keys(f).filter((k) => k.startsWith('room:'));
      return files.length
        ? [
            p,
            files
              .map((k) => `${k.slice(5)} ${ms(f[`wire:${k.slice(5)}`])} B (+${ms(f[k])})`)
              .join(' · '),
          ]
        : undefined;
    })
    .filter(Boolean);
  const server = summary.serverTime
    ? table(
        ['call', 'ms', `× GET /readyz ${fixed(summary.serverTime.baselineMs, 1)} ms`],
        summary.serverTime.calls.map((c) => [c.name, fixed(c.ms, 1), fixed(c.ratio, 1)]),
      )
    : '<p>Not measured (a remote server).</p>';

  return `<!doctype html><meta charset="utf-8"><title>Lighthouse CI summary</title>
<style>body{font:14px system-ui;margin:1.5em}table{border-collapse:collapse;margin:.5em 0 1.5em}
td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}th{background:#f4f4f4}</style>
<h1>Lighthouse CI: ${summary.passed ? 'every gate passed' : 'a gate failed'}</h1>
<p>Medians of each URL's runs. <b>Corrected</b>: every request that waits on another pays a round
trip and its server time (perf/lighthouse/lanternRoundTrips.mjs); the gates read these.
<b>Stock</b>: stock Lighthouse's simulation of the same runs, for comparison. Floors: ${Object.entries(
    floors,
  )
    .map(([, p]) => `${html(floorName(p, floors))} <code>${html(p)}</code>`)
    .join(', ')}. docs/performance.md says how to read them.</p>
<h2>Calibration</h2>
<p>Every run audited at CPU × ${fixed(calibration.multiplier, 2)}: ${html(calibration.why)}.
Benchmark index ${ms(Math.min(...indexes))}–${ms(Math.max(...indexes))} over ${indexes.length} runs.</p>
<h2>Figures</h2>${figureTable}
<h2>Gates</h2>${gates}
${summary.beatenFloors.length ? `<h2>Floors beaten</h2><ul>${summary.beatenFloors.map((l) => `<li>${html(l)}</li>`).join('')}</ul>` : ''}
<h2>Server time of the startup calls</h2>${server}
<h2>LCP by phase (median ms)</h2>${phases}
<h2>Startup window</h2><p>Each startup script's bytes on the wire, and how many more it could carry
before the last of them ended a round trip later.</p>${table(['URL', 'scripts'], windows)}
`;
}
