import type { VitalMetric, VitalsBatch } from '../../contract/vitals';
import { sendVitalsBeacon } from '../api/vitalsBeacon';

// Field Web Vitals, loaded after app-ready and its paint (app/appReady). Reports carry the route
// pattern, the build, the language and the phone's class: nothing personal (no user or LINE id,
// no name, no query string). One batch per hiding of the page, by sendBeacon.

/** The share of app opens that report: 1 in a mock build, 0.1 otherwise (VITE_VITALS_SAMPLE).
 *  Read here, not in config.ts, so that none of it is in the JS before app-ready. */
export const VITALS_SAMPLE = Number(
  import.meta.env.VITE_VITALS_SAMPLE ?? (import.meta.env.VITE_LIFF_MOCK === '1' ? 1 : 0.1),
);

// The build id, the language and (in api/vitalsBeacon) the API's base are read from the build's
// settings and the page rather than imported from config and state/language: importing them would
// add exports to the first screen's chunk.

/** The app's own moments, by their performance marks: APP_READY_MARK (app/appReady) and
 *  SNAPSHOT_MARK (pages/home/snapshot). Spelled out rather than imported, which would export
 *  them from the first screen's chunk; a unit test holds them equal. */
export const MARKS = { 'app-ready': 'app-ready', snapshot: 'home-snapshot' } as const;

/** Marked once the listeners are in: a page left before it reports nothing (browser tests wait
 *  for it before they leave a page). */
export const LISTENING_MARK = 'vitals-listening';

/** The route's pattern for a path (`/redeem/5` → `/redeem/:id`), never an id: every parameter of
 *  the route table (app/routes) is a number. Worked out here rather than matched against the table,
 *  which would export it from the first screen's chunk; a unit test holds the two to the same
 *  answers. A segment that is not a plain word becomes `:id` too. */
export function routePattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^[A-Za-z][\w-]{0,39}$/.test(segment) ? segment : ':id'));
  return `/${segments.slice(0, 5).join('/')}`;
}

type Device = Pick<VitalsBatch, 'os' | 'lineVersion' | 'deviceMemory' | 'cores' | 'effectiveType'>;

/** What the browser says about the phone: no identifier, only its class. */
export function describeDevice(nav: Navigator = navigator): Device {
  const ua = nav.userAgent;
  const extra = nav as Navigator & {
    deviceMemory?: number;
    connection?: { effectiveType?: string };
  };
  const effectiveType = extra.connection?.effectiveType ?? '';
  return {
    os: /Android/i.test(ua) ? 'android' : /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'other',
    lineVersion: /\bLine\/([\d.]{1,20})/i.exec(ua)?.[1] ?? '',
    deviceMemory: extra.deviceMemory ?? null,
    cores: nav.hardwareConcurrency || null,
    effectiveType: ['slow-2g', '2g', '3g', '4g'].includes(effectiveType)
      ? (effectiveType as Device['effectiveType'])
      : '',
  };
}

/** Collects the latest value per metric and route; `flush` sends them as one batch and forgets
 *  them (a value that changes later goes in the next batch). */
export function createVitalsBatch(
  send: (batch: VitalsBatch) => boolean = sendVitalsBeacon,
  // Read once, while the page is on screen, not while it is being left.
  device: Device = describeDevice(),
) {
  const values = new Map<string, { metric: VitalMetric; value: number; route: string }>();
  return {
    add(metric: VitalMetric, value: number, route: string, keep: 'latest' | 'max' = 'latest') {
      const key = `${metric} ${route}`;
      const before = values.get(key)?.value;
      const kept = keep === 'max' && before !== undefined ? Math.max(before, value) : value;
      values.set(key, { metric, value: Math.max(0, kept), route });
    },
    flush(): boolean {
      if (values.size === 0) return false;
      const items = [...values.values()].slice(0, 50);
      values.clear();
      return send({
        build: import.meta.env.VITE_BUILD_ID ?? 'dev',
        language: document.documentElement.lang === 'th' ? 'th' : 'en',
        ...device,
        items,
      });
    },
  };
}

const markTime = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;

async function start(): Promise<void> {
  if (Math.random() >= VITALS_SAMPLE) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const batch = createVitalsBatch();
  // The first screen's figures belong to the route the app opened on; a tap's and a layout
  // shift's to the route on screen when it happened.
  const landing = routePattern(location.pathname);
  const current = () => routePattern(location.pathname);
  for (const [metric, name] of Object.entries(MARKS) as [VitalMetric, string][]) {
    const time = markTime(name);
    if (time !== undefined) batch.add(metric, time, landing);
  }
  onTTFB((m) => batch.add('TTFB', m.value, landing));
  onFCP((m) => batch.add('FCP', m.value, landing));
  onLCP((m) => batch.add('LCP', m.value, landing));
  onCLS((m) => batch.add('CLS', m.value, current()), { reportAllChanges: true });
  onINP((m) => batch.add('INP', m.value, current(), 'max'), {
    reportAllChanges: true,
    durationThreshold: 16,
  });
  // web-vitals settles its figures in capture-phase listeners on window, some added only after a
  // tap (deferred until idle or hidden): this bubble-phase one runs after all of them. Leaving the
  // page fires pagehide before the hiding: what is known then goes at once, the rest after.
  const flush = () => {
    if (document.visibilityState === 'hidden') batch.flush();
  };
  addEventListener('visibilitychange', flush);
  addEventListener('pagehide', () => batch.flush(), true);
  performance.mark(LISTENING_MARK);
}

start().catch(() => undefined);
