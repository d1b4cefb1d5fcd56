import { afterEach, describe, expect, it, vi } from 'vitest';
import { VITAL_METRICS } from '../../../contract/vitals';
import { vitalsBatchSchema } from '../../../contract/vitalsSchema';
import { sendVitalsBeacon } from '../../../src/api/vitalsBeacon';
import { APP_READY_MARK } from '../../../src/app/appReady';
import { routes } from '../../../src/app/routes';
import { SNAPSHOT_MARK } from '../../../src/pages/home/snapshot';
import {
  createVitalsBatch,
  describeDevice,
  MARKS,
  routePattern,
} from '../../../src/platform/fieldVitals';

const ANDROID_LINE =
  'Mozilla/5.0 (Linux; Android 14; SM-A055F Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.134 Mobile Safari/537.36 Line/14.10.1/IAB';
const IPHONE_LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0';

describe('field vitals', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives every route of the route table its own pattern, never the id in the path', () => {
    for (const { path } of routes) {
      const example = path.replace(/:\w+/g, '4711');
      expect(routePattern(example)).toBe(path);
      expect(routePattern(`${example}/`)).toBe(path);
    }
    expect(routePattern('/redeem/98765')).toBe('/redeem/:id');
    expect(routePattern('/redeem/U1234abcd%40x')).toBe('/redeem/:id');
    expect(routePattern('/content/12/x/y/z/w/v')).toBe('/content/:id/x/y/z');
  });

  it('reads the same marks the app sets', () => {
    expect(MARKS['app-ready']).toBe(APP_READY_MARK);
    expect(MARKS.snapshot).toBe(SNAPSHOT_MARK);
  });

  it("describes the phone by class only: OS, LINE's version, memory, cores, network", () => {
    const nav = (userAgent: string, extra: object = {}) =>
      ({ userAgent, hardwareConcurrency: 8, ...extra }) as unknown as Navigator;
    expect(
      describeDevice(nav(ANDROID_LINE, { deviceMemory: 2, connection: { effectiveType: '3g' } })),
    ).toEqual({
      os: 'android',
      lineVersion: '14.10.1',
      deviceMemory: 2,
      cores: 8,
      effectiveType: '3g',
    });
    expect(describeDevice(nav(IPHONE_LINE, { hardwareConcurrency: 0 }))).toEqual({
      os: 'ios',
      lineVersion: '14.9.0',
      deviceMemory: null,
      cores: null,
      effectiveType: '',
    });
    expect(describeDevice(nav('Mozilla/5.0 (X11; Linux x86_64)')).os).toBe('other');
  });

  it('sends one batch the server accepts, with nothing personal, and forgets what it sent', () => {
    const sent: unknown[] = [];
    const batch = createVitalsBatch((body) => sent.push(body) > 0);
    expect(batch.flush()).toBe(false);
    batch.add('LCP', 2100, '/');
    batch.add('LCP', 2300, '/');
    batch.add('INP', 120, '/redeem/:id', 'max');
    batch.add('INP', 80, '/redeem/:id', 'max');
    batch.add('CLS', 0.02, '/');
    expect(batch.flush()).toBe(true);
    expect(sent).toHaveLength(1);
    const body = vitalsBatchSchema.parse(sent[0]);
    expect(body.items).toEqual([
      { metric: 'LCP', value: 2300, route: '/' },
      { metric: 'INP', value: 120, route: '/redeem/:id' },
      { metric: 'CLS', value: 0.02, route: '/' },
    ]);
    expect(Object.keys(sent[0] as object).sort()).toEqual([
      'build',
      'cores',
      'deviceMemory',
      'effectiveType',
      'items',
      'language',
      'lineVersion',
      'os',
    ]);
    expect(batch.flush()).toBe(false);
    expect(VITAL_METRICS).toContain('snapshot');
  });

  it('offline, a batch is dropped and never sent again', () => {
    const beacon = vi.fn((_url: string, _body?: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const batch = createVitalsBatch(sendVitalsBeacon);
    batch.add('TTFB', 300, '/');
    expect(batch.flush()).toBe(false);
    online.mockReturnValue(true);
    expect(batch.flush()).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    batch.add('TTFB', 310, '/');
    expect(batch.flush()).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/log/vitals');
  });
});
