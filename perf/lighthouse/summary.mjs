// Each run's figures that the verdict, the summary page and the gates read, and each URL's medians
// of them.
import { STOCK_TIMINGS as STOCK } from './audit.mjs';
import { pageOf } from './collect.mjs';
import { medianOf } from './median.mjs';

/** The figures of one run that the summary and the gates read. */
export function figuresOf({ lhr, stockLhr, benchmarkIndex, multiplier }) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const stock = (id) => stockLhr?.audits[id]?.numericValue ?? Number.NaN;
  const script = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  // [file, bytes on the wire, room] of each startup script (startupRoundTripsAudit.mjs).
  const room = lhr.audits['startup-round-trips']?.details?.room ?? [];
  const phases = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? [])
    .flatMap((part) => part.items ?? [])
    .filter((item) => item.phase);
  return {
    'first-contentful-paint': audit('first-contentful-paint'),
    'largest-contentful-paint': audit('largest-contentful-paint'),
    interactive: audit('interactive'),
    'app-ready': audit('app-ready'),
    'home-snapshot': audit('home-snapshot'),
    'api-server-time': audit('api-server-time'),
    'api-round-trips': audit('api-round-trips'),
    'startup-round-trips': audit('startup-round-trips'),
    'lcp-lazy-loaded': lhr.audits['lcp-lazy-loaded']?.score ?? Number.NaN,
    'total-blocking-time': audit('total-blocking-time'),
    'cumulative-layout-shift': audit('cumulative-layout-shift'),
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    ...Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        `categories:${id}`,
        category.score ?? Number.NaN,
      ]),
    ),
    'resource-summary:script:size': script?.transferSize ?? 0,
    scriptKiB: (script?.transferSize ?? 0) / 1024,
    benchmarkIndex,
    multiplier,
    ...Object.fromEntries(STOCK.map((id) => [`stock:${id}`, stock(id)])),
    'stock:score': (stockLhr?.categories.performance?.score ?? Number.NaN) * 100,
    ...Object.fromEntries(phases.map((p) => [`lcp:${p.phase}`, p.timing])),
    ...Object.fromEntries(
      room.flatMap(([file, bytes, spare]) => [
        [`wire:${file}`, bytes],
        [`room:${file}`, spare],
      ]),
    ),
  };
}

/** Per URL path: every run's figures, and their medians. */
export function mediansByPath(reports) {
  const runs = new Map();
  for (const report of reports) {
    const path = pageOf(report.url);
    runs.set(path, [...(runs.get(path) ?? []), figuresOf(report)]);
  }
  const medians = new Map();
  for (const [path, list] of runs) {
    const keys = [...new Set(list.flatMap((f) => Object.keys(f)))];
    medians.set(path, Object.fromEntries(keys.map((k) => [k, medianOf(list.map((f) => f[k]))])));
  }
  return { runs, medians };
}
