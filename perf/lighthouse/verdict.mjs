// What `npm run lhci` prints once the runs are audited, every line at most 100 characters: per URL
// its gated medians and their ratios to the floors; per floor gate ✓ or ✘ with its limit; per
// failed gate what was compared, the figure, the limit and where to look. The full table is
// summaryPage.mjs's.

export const WIDTH = 100;

const SHORT = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'app-ready': 'ready',
  'home-snapshot': 'snapshot',
  interactive: 'TTI',
  'total-blocking-time': 'TBT',
  'api-round-trips': 'API calls in series',
  'startup-round-trips': 'startup round trips',
  'cumulative-layout-shift': 'CLS',
  'resource-summary:script:size': 'script bytes',
  'lcp-lazy-loaded': 'LCP image not lazy',
  'categories:performance': 'performance score',
  'categories:accessibility': 'accessibility score',
  'categories:best-practices': 'best-practices score',
};

/** Where to look when a gate on the audit fails. */
const LOOK_AT = {
  'first-contentful-paint': 'startup window (summary.html)',
  'largest-contentful-paint': 'LCP phases (summary.html)',
  'app-ready': 'its wait chain: npm run lhci:path',
  'home-snapshot': 'snapshot paint, ?warm report',
  'total-blocking-time': "long tasks, route's report",
  'api-round-trips': 'calls in series: npm run lhci:path',
  'startup-round-trips': 'startup window (summary.html)',
  'cumulative-layout-shift': "layout shifts, route's report",
  'resource-summary:script:size': 'npm run size',
  'lcp-lazy-loaded': "the LCP image's loading attributes",
};
const lookAt = (audit) =>
  LOOK_AT[audit] ?? (audit.startsWith('categories:') ? "the route's report" : 'the report');

export const short = (audit) => SHORT[audit] ?? audit;
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const clamp = (line) => (line.length <= WIDTH ? line : `${line.slice(0, WIDTH - 1)}…`);

/** The floors' names (`floors`: name → path), as the lines say them. */
const FLOOR_NAMES = {
  overlay: 'overlay floor',
  startup: 'startup floor',
  warmOverlay: 'warm overlay floor',
  warmStartup: 'warm startup floor',
};
export function floorName(path, floors) {
  const name = Object.entries(floors).find(([, p]) => p === path)?.[0];
  return name ? (FLOOR_NAMES[name] ?? name) : path;
}

/** The gates of `limits` (resolveFloorGates) that hold the route `path`. */
export const gatesOf = (limits, path) =>
  limits.filter((gate) => path !== gate.floor && new RegExp(gate.pattern).test(path));

/** Each floor gate on each route it holds: the figure, the limit, whether it passed. */
export function floorGateResults(limits, medians) {
  return limits.flatMap((gate) =>
    [...medians.keys()]
      .filter((path) => gatesOf([gate], path).length)
      .map((path) => {
        const value = medians.get(path)[gate.audit];
        const limit = Math.round(gate.limit);
        return {
          path,
          gate,
          value,
          limit,
          ratio: gate.floorValue > 0 ? value / gate.floorValue : undefined,
          pass: Number.isFinite(value) && value <= limit,
        };
      }),
  );
}

/** The rule of a floor gate, as `1.15 × startup floor 1266` or `startup floor 60 + 50`. */
function rule(gate, floors) {
  const floor =
    floorName(gate.floor, floors) + (gate.floorAudit ? ` ${short(gate.floorAudit)}` : '');
  const base =
    gate.maxRatio === undefined
      ? `${floor} ${ms(gate.floorValue)} + ${gate.maxOver}`
      : `${gate.maxRatio} × ${floor} ${ms(gate.floorValue)}`;
  return base + (gate.atLeast ? `, ≥ ${gate.atLeast}` : '');
}

const CELL_ORDER = [
  'largest-contentful-paint',
  'app-ready',
  'home-snapshot',
  'first-contentful-paint',
];

/** Per URL one line: a floor's own figures; a route's gated medians, with the ratio to the floor
 *  each is held to where the gate is a ratio, then TBT, CLS and the score. */
export function urlLines(medians, limits, floors) {
  const floorPaths = new Set(Object.values(floors));
  const widthOf = (paths) => Math.max(0, ...paths.map((path) => path.length));
  const routeWidth = widthOf([...medians.keys()].filter((path) => !floorPaths.has(path)));
  const floorWidth = widthOf([...medians.keys()].filter((path) => floorPaths.has(path)));
  return [...medians].map(([path, f]) => {
    const head = `  ${path.padEnd(floorPaths.has(path) ? floorWidth : routeWidth)}  `;
    if (floorPaths.has(path)) {
      const keys = ['first-contentful-paint', 'largest-contentful-paint', 'app-ready'].filter((k) =>
        Number.isFinite(f[k]),
      );
      return clamp(
        `${head}${floorName(path, floors)}: ${keys.map((k) => `${short(k)} ${ms(f[k])}`).join(' · ')}`,
      );
    }
    const results = floorGateResults(limits, new Map([[path, f]])).sort(
      (a, b) => CELL_ORDER.indexOf(a.gate.audit) - CELL_ORDER.indexOf(b.gate.audit),
    );
    const cells = [];
    const seen = new Set();
    for (const { gate, value, ratio, pass } of results) {
      if (gate.maxRatio === undefined || seen.has(gate.audit)) continue;
      seen.add(gate.audit);
      const times = Number.isFinite(ratio) ? ` ×${ratio.toFixed(2)}` : '';
      cells.push(`${pass ? '' : '✘'}${short(gate.audit)} ${ms(value)}${times}`);
    }
    cells.push(`TBT ${ms(f['total-blocking-time'])}`);
    if (Number.isFinite(f['cumulative-layout-shift']))
      cells.push(`CLS ${f['cumulative-layout-shift'].toFixed(3)}`);
    if (Number.isFinite(f.score)) cells.push(`score ${Math.round(f.score)}`);
    let line = head + cells.join(' · ');
    while (line.length > WIDTH && cells.length > 1) {
      cells.pop();
      line = head + cells.join(' · ');
    }
    return clamp(line);
  });
}

/** Per floor gate and route: ✓ or ✘, the median, its limit and the rule that made the limit. */
export function floorGateLines(results, floors) {
  const width = Math.max(0, ...results.map((r) => r.path.length));
  return results.map(({ path, gate, value, limit, pass }) => {
    const line = `  ${pass ? '✓' : '✘'} ${path.padEnd(width)}  ${short(gate.audit)} ${ms(value)} ≤ ${limit} = ${rule(gate, floors)}`;
    const target =
      gate.target === undefined
        ? ''
        : `; target ×${gate.targetRatio ?? ''} ${value <= gate.target ? 'met' : 'not met'}`;
    return clamp(line.length + target.length <= WIDTH ? line + target : line);
  });
}

/** The failed floor gates, one line each: what was compared, the figure, the limit, where to look. */
export function floorGateFailures(results, floors) {
  return results
    .filter((r) => !r.pass)
    .map(({ path, gate, value, limit }) =>
      clamp(
        `  ✘ ${path} ${short(gate.audit)} ${ms(value)} > ${limit} (${rule(gate, floors)}): ` +
          lookAt(gate.audit),
      ),
    );
}

/** lighthouserc.json's fixed assertions (`ci.assert.assertMatrix`) held to the medians: each
 *  assertion on each URL it matches, with its figure, its limit and whether it passed. */
export function assertionResults(assertMatrix, medians) {
  const results = [];
  for (const entry of assertMatrix) {
    for (const [path, f] of medians) {
      if (!new RegExp(entry.matchingUrlPattern).test(path)) continue;
      for (const [audit, [level, options]] of Object.entries(entry.assertions)) {
        if (level !== 'error') continue;
        const value = f[audit];
        const [bound, limit, pass] =
          options.maxNumericValue !== undefined
            ? ['≤', options.maxNumericValue, value <= options.maxNumericValue]
            : ['≥', options.minScore, value >= options.minScore];
        results.push({ path, audit, value, bound, limit, pass: Number.isFinite(value) && pass });
      }
    }
  }
  return results;
}

/** The failed fixed assertions, one line each. */
export function assertionFailures(results) {
  const figure = (audit, value) =>
    audit === 'cumulative-layout-shift' ||
    audit === 'lcp-lazy-loaded' ||
    audit.startsWith('categories:')
      ? Number.isFinite(value)
        ? String(Number(value.toFixed(3)))
        : '–'
      : ms(value);
  return results
    .filter((r) => !r.pass)
    .map(({ path, audit, value, bound, limit }) =>
      clamp(
        `  ✘ ${path} ${short(audit)} ${figure(audit, value)}, must be ${bound} ${limit}: ` +
          lookAt(audit),
      ),
    );
}

/** The startup calls slower than `serverTime.maxRatio` × GET /readyz (serverTime.mjs), one line
 *  each. */
export const serverTimeFailures = (serverTime) =>
  (serverTime?.calls ?? [])
    .filter((c) => c.ratio > serverTime.maxRatio)
    .map((c) =>
      clamp(
        `  ✘ ${c.name} ${c.ms.toFixed(1)} ms > ${serverTime.maxRatio} × /readyz ` +
          `${serverTime.baselineMs.toFixed(1)}: its handler (npm run bench:server)`,
      ),
    );
