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

/** POST /api/log/vitals's body (vitalsSchema.ts validates it). */
export interface VitalsBatch {
  build: string;
  language: 'en' | 'th';
  os: 'android' | 'ios' | 'other';
  lineVersion: string;
  deviceMemory?: number | null | undefined;
  cores?: number | null | undefined;
  effectiveType: 'slow-2g' | '2g' | '3g' | '4g' | '';
  items: { metric: VitalMetric; value: number; route: string }[];
}

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
  /** The last lab run beside the field; null when the server has none (LAB_SUMMARY). */
  lab?: LabFigures | null;
}

/** The lab's medians of one route in the last `npm run lhci` (its reports/lighthouse/summary.json):
 *  the corrected simulation on the calibrated budget phone, cold open, English. null: not
 *  measured. */
export interface LabRoute {
  route: string;
  LCP: number | null;
  'app-ready': number | null;
  CLS: number | null;
}

/** The last lab run beside the field (OpsVitals.lab): when it was written, and its routes. */
export interface LabFigures {
  writtenAt: string;
  routes: LabRoute[];
}

/** The routes measured in the lab that the field reports under the same key. */
export const LAB_ROUTES = ['/', '/redeem', '/profile'] as const;

/** LabRoute per LAB_ROUTES from a lab summary.json's `medians` (per measured page, audit → ms). */
export function labRoutes(summary: unknown): LabRoute[] {
  const medians = (summary as { medians?: Record<string, Record<string, unknown>> })?.medians ?? {};
  const figure = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  return LAB_ROUTES.filter((route) => medians[route]).map((route) => ({
    route,
    LCP: figure(medians[route]?.['largest-contentful-paint']),
    'app-ready': figure(medians[route]?.['app-ready']),
    CLS: figure(medians[route]?.['cumulative-layout-shift']),
  }));
}
