// Each URL's medians over its runs, as a table beside both floors (a warm repeat visit's beside
// the warm floors), with the host's benchmark index and the CPU multiplier the runs were audited
// with.
import { STOCK_TIMINGS as STOCK } from './audit.mjs';
import { isWarm, pageOf } from './collect.mjs';
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

/** The table: medians, each timing's ratio to the overlay floor and the startup floor (`floors`:
 *  overlay, startup, and warmOverlay, warmStartup for the warm URLs). */
export function printSummary({ runs, medians }, floors) {
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : '-');
  const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(2)}` : '-');
  const timings = [
    ['FCP', 'first-contentful-paint'],
    ['LCP', 'largest-contentful-paint'],
    ['ready', 'app-ready'],
    ['snapshot', 'home-snapshot'],
    ['TTI', 'interactive'],
  ];
  const header = [
    'URL',
    ...timings.map(([name]) => `${name} ms (×ovl ×st)`),
    'TBT ms',
    'API srv ms',
    'API in series',
    'start RT',
    'CLS',
    'score',
    'script KiB',
    'stock LH: FCP LCP ready TTI snap score',
    'index (min-max)',
    'CPU ×',
  ];
  const rows = [...medians].map(([path, f]) => {
    const list = runs.get(path);
    const indexes = list.map((r) => r.benchmarkIndex);
    const floorName = Object.entries(floors).find(([, p]) => p === path)?.[0];
    return [
      floorName ? `${path} (${floorName})` : path,
      ...timings.map(([, key]) => {
        const warm = isWarm(path);
        // A snapshot's paint is held to the overlay floor's first paint (lighthouserc floorGates).
        const overlayKey = key === 'home-snapshot' ? 'first-contentful-paint' : key;
        const overlay = medians.get(warm ? floors.warmOverlay : floors.overlay)?.[overlayKey];
        const startup = medians.get(warm ? floors.warmStartup : floors.startup)?.[key];
        return floorName
          ? ms(f[key])
          : `${ms(f[key])} (${ratio(f[key], overlay)} ${ratio(f[key], startup)})`;
      }),
      ms(f['total-blocking-time']),
      ms(f['api-server-time']),
      ms(f['api-round-trips']),
      ms(f['startup-round-trips']),
      f['cumulative-layout-shift'].toFixed(3),
      String(Math.round(f.score)),
      f.scriptKiB.toFixed(1),
      [...STOCK.map((id) => ms(f[`stock:${id}`])), String(Math.round(f['stock:score']))].join(' '),
      `${Math.round(f.benchmarkIndex)} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`,
      f.multiplier.toFixed(2),
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const counts = [...new Set([...runs.values()].map((list) => list.length))].sort((a, b) => b - a);
  const runsPerUrl = counts.join(' or ');
  console.log(
    `\nLighthouse, median of ${runsPerUrl} runs per URL, corrected (every request that waits on ` +
      `another pays a round trip and its server time; gated); ×ovl and ×st are the ratios to the ` +
      `overlay floor (${floors.overlay}) and the startup floor (${floors.startup}), a warm ` +
      `URL's to the warm ones (${floors.warmOverlay}, ${floors.warmStartup}), its snapshot's ` +
      `to the overlay floor's FCP; ` +
      `"stock LH" is stock Lighthouse 12's simulation of the same runs:`,
  );
  for (const row of [header, ...rows]) {
    console.log(`  ${row.map((c, i) => c.padEnd(widths[i])).join('  ')}`);
  }

  const routes = [...medians].filter(([path]) => !Object.values(floors).includes(path));
  const phases = [...new Set(routes.flatMap(([, f]) => Object.keys(f)))].filter((key) =>
    key.startsWith('lcp:'),
  );
  if (phases.length) {
    console.log('LCP by phase (median ms of each phase; they need not add up to the LCP median):');
    for (const [path, f] of routes) {
      const cells = phases.map((key) => `${key.slice(4)} ${Math.round(f[key] ?? 0)}`);
      console.log(`  ${path.padEnd(10)} ${cells.join(' · ')}`);
    }
  }
  const windows = routes.filter(([, f]) => Object.keys(f).some((key) => key.startsWith('room:')));
  if (windows.length) {
    console.log(
      "Startup window (each startup script's bytes on the wire, and in brackets how many more it " +
        'could carry before the last of them ended a round trip later, medians; ' +
        'docs/performance.md#the-startup-window):',
    );
    for (const [path, f] of windows) {
      const files = Object.keys(f).filter((key) => key.startsWith('room:'));
      const cells = files.map((key) => {
        const file = key.slice(5);
        return `${file} ${Math.round(f[`wire:${file}`])} B (+${Math.round(f[key])})`;
      });
      console.log(`  ${path.padEnd(10)} ${cells.join(' · ')}`);
    }
  }
}
