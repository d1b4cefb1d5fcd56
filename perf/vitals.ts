// `npm run vitals`: the ops page's figures in a terminal, from GET /api/ops/vitals of a running
// server (OPS_URL, default http://127.0.0.1:$PORT or 3000) with OPS_TOKEN, and the last lab run's
// medians beside the field's p75 per route (the server's, else this checkout's
// reports/lighthouse/summary.json). `--days 7` (or 30) picks the window; 1 by default.
import {
  type LabFigures,
  OPS_WINDOWS,
  type OpsVitals,
  VITAL_METRICS,
  type VitalMetric,
  type VitalRating,
  type VitalsGroup,
  type VitalsWindow,
} from '../contract/vitals.ts';
import { readLabFigures } from '../server/src/services/labFigures.ts';
import { formatVital } from '../src/ops/format.ts';

/** The last lab run, when the server has none: this checkout's. */
const LAB_SUMMARY = process.env.LAB_SUMMARY ?? 'reports/lighthouse/summary.json';

const MARK: Record<VitalRating, string> = { good: '✓', 'needs-improvement': '~', poor: '✗' };

function table(title: string, groups: VitalsGroup[]): string {
  const head = ['', ...VITAL_METRICS];
  const rows = groups.map((group) => [
    group.key,
    ...VITAL_METRICS.map((metric) => {
      const figure = group.metrics.find((m) => m.metric === metric);
      return figure
        ? `${formatVital(metric, figure.p75)} ${MARK[figure.rating]} n=${figure.count}`
        : '–';
    }),
  ]);
  const widths = head.map((_, i) =>
    Math.max(...[head, ...rows].map((row) => (row[i] ?? '').length)),
  );
  const line = (row: string[]) => row.map((text, i) => text.padEnd(widths[i] ?? 0)).join('  ');
  return [`${title}`, line(head), ...rows.map(line)].join('\n');
}

const BARS = '▁▂▃▄▅▆▇█';

function series(data: OpsVitals, metric: VitalMetric): string {
  const days = data.daily.filter((d) => d.metric === metric);
  if (days.length === 0) return `${metric.padEnd(9)} (no reports)`;
  const max = Math.max(...days.map((d) => d.p75)) || 1;
  const bars = days.map((d) => BARS[Math.min(7, Math.floor((d.p75 / max) * 7.999))]).join('');
  const builds = days.flatMap((d) => d.builds.map((b) => `${d.day} ${b}`)).join(', ');
  const last = days[days.length - 1];
  return `${metric.padEnd(9)} ${bars}  last ${last?.day}: ${last ? formatVital(metric, last.p75) : ''}  builds: ${builds}`;
}

/** Per lab route, the lab's median beside the field's p75 of the same route in `window`. */
function labBesideField(lab: LabFigures, window: VitalsWindow): string {
  const metrics = ['LCP', 'app-ready', 'CLS'] as const;
  const head = ['', ...metrics.flatMap((m) => [`${m} lab`, `${m} field p75`])];
  const rows = lab.routes.map((route) => {
    const field = window.byRoute.find((group) => group.key === route.route)?.metrics;
    return [
      route.route,
      ...metrics.flatMap((metric) => {
        const own = route[metric];
        const p75 = field?.find((m) => m.metric === metric);
        return [
          own === null ? '–' : formatVital(metric, own),
          p75 ? `${formatVital(metric, p75.p75)} n=${p75.count}` : '–',
        ];
      }),
    ];
  });
  const widths = head.map((_, i) =>
    Math.max(...[head, ...rows].map((row) => (row[i] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    `Lab beside field (the lab: npm run lhci's medians of ${lab.writtenAt}, the simulated budget phone)`,
    line(head),
    ...rows.map(line),
  ].join('\n');
}

export function renderVitals(data: OpsVitals, days: number, lab = data.lab): string {
  const window = data.windows.find((w) => w.days === days);
  if (!window) throw new Error(`No ${days}-day window: choose ${OPS_WINDOWS.join(', ')}.`);
  return [
    `Field Web Vitals, p75 of the last ${days} day(s) (✓ good, ~ needs improvement, ✗ poor), as of ${data.generatedAt}`,
    ...(lab ? [labBesideField(lab, window)] : []),
    table('By route', window.byRoute),
    table('By phone class', window.byPhoneClass),
    table('By language', window.byLanguage),
    [
      `Per day (p75, over ${data.retentionDays} days kept)`,
      ...VITAL_METRICS.map((metric) => series(data, metric)),
    ].join('\n'),
  ].join('\n\n');
}

async function main() {
  const token = process.env.OPS_TOKEN;
  if (!token) throw new Error('Set OPS_TOKEN (the server must run with the same one).');
  const base = process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const at = process.argv.indexOf('--days');
  const days = at >= 0 ? Number(process.argv[at + 1]) : 1;
  const response = await fetch(`${base}/api/ops/vitals`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${base}/api/ops/vitals answered ${response.status}.`);
  const data = (await response.json()) as OpsVitals;
  console.log(renderVitals(data, days, data.lab ?? (await readLabFigures(LAB_SUMMARY))));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
