import * as z from 'zod/mini';

// Field Web Vitals (POST /api/log/vitals) and the operator's view of them (GET /api/ops/vitals):
// the metric names, their ranges and Google's thresholds, shared by the app, server and scripts.

/** web-vitals' five, and the app's own moments: app-ready and Home's snapshot on a repeat open. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'app-ready', 'snapshot'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The largest value taken for each metric (ms, CLS unitless): past it a report is refused. */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
  'app-ready': 120_000,
  snapshot: 120_000,
};

/** Good up to the first figure, poor above the second (web.dev; the app's own moments use LCP's). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  'app-ready': [2500, 4000],
  snapshot: [2500, 4000],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const rateVital = (metric: VitalMetric, value: number): VitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

/** Reports in one batch, and the bytes of its body. */
export const VITALS_MAX_ITEMS = 50;
export const VITALS_MAX_BYTES = 16 * 1024;

const label = (max: number, message: string) =>
  z.string({ error: message }).check(z.maxLength(max, message));

export const vitalItemSchema = z
  .strictObject({
    metric: z.enum(VITAL_METRICS, {
      error: `The metric must be one of ${VITAL_METRICS.join(', ')}.`,
    }),
    value: z
      .number({ error: 'The value must be a number.' })
      .check(z.gte(0, 'The value must not be negative.')),
    route: label(100, 'The route is too long (up to 100 characters).').check(
      // A route pattern (/redeem/:id), never a query string or a fragment.
      z.regex(/^\/[A-Za-z0-9/:_-]*$/, 'The route must be a route pattern such as /redeem/:id.'),
    ),
  })
  .check(
    z.refine((item) => Number.isFinite(item.value) && item.value <= VITAL_MAX[item.metric], {
      message: 'The value is out of range for its metric.',
      path: ['value'],
    }),
  );

const optionalCount = (max: number, message: string) =>
  z.optional(
    z.nullable(z.number({ error: message }).check(z.gte(0, message), z.lte(max, message))),
  );

export const vitalsBatchSchema = z.strictObject({
  build: label(64, 'The build id is too long (up to 64 characters).'),
  language: z.enum(['en', 'th'], { error: 'The language must be en or th.' }),
  os: z.enum(['android', 'ios', 'other'], { error: 'The OS must be android, ios or other.' }),
  lineVersion: label(20, 'The LINE version is too long (up to 20 characters).').check(
    z.regex(/^[0-9.]*$/, 'The LINE version must be digits and dots.'),
  ),
  deviceMemory: optionalCount(1024, 'The device memory must be a number of GB.'),
  cores: optionalCount(1024, 'The core count must be a number.'),
  effectiveType: z.enum(['slow-2g', '2g', '3g', '4g', ''], {
    error: 'The connection type must be slow-2g, 2g, 3g, 4g or empty.',
  }),
  items: z
    .array(vitalItemSchema, { error: 'Send the reports as a list.' })
    .check(
      z.minLength(1, 'Send at least one report.'),
      z.maxLength(VITALS_MAX_ITEMS, `Send at most ${VITALS_MAX_ITEMS} reports in one batch.`),
    ),
});
export type VitalsBatch = z.output<typeof vitalsBatchSchema>;

/** A phone's class, from what its browser says: the OS and a tier from memory and cores. */
export function phoneClass(batch: Pick<VitalsBatch, 'os' | 'deviceMemory' | 'cores'>): string {
  const memory = batch.deviceMemory ?? undefined;
  const cores = batch.cores ?? undefined;
  const tier =
    memory === undefined && cores === undefined
      ? 'unknown'
      : (memory ?? 8) <= 2 || (cores ?? 8) <= 4
        ? 'low'
        : (memory ?? 8) <= 4
          ? 'mid'
          : 'high';
  return `${batch.os}-${tier}`;
}

/** GET /api/ops/vitals: p75 per metric for each window (days), by route, phone class, language,
 *  and per day. */
export const OPS_WINDOWS = [1, 7, 30] as const;

export interface VitalP75 {
  metric: VitalMetric;
  p75: number;
  count: number;
  rating: VitalRating;
}

export interface VitalsGroup {
  key: string;
  metrics: VitalP75[];
}

export interface VitalsWindow {
  days: number;
  byRoute: VitalsGroup[];
  byPhoneClass: VitalsGroup[];
  byLanguage: VitalsGroup[];
}

export interface VitalsDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  metric: VitalMetric;
  p75: number;
  count: number;
  /** The builds first reported that day. */
  builds: string[];
}

export interface OpsVitals {
  generatedAt: string;
  retentionDays: number;
  windows: VitalsWindow[];
  daily: VitalsDay[];
}
