import { describe, expect, it } from 'vitest';
import { floorHtml, startupFloorHtml } from '../../../../perf/floor/floorPage';
import { disturbed, multiplierFor } from '../../../../perf/lighthouse/calibrate.mjs';
import {
  beatenFloors,
  beatenInInstruments,
  resolveFloorGates,
  // @ts-expect-error: plain .mjs build scripts, without types
} from '../../../../perf/lighthouse/floorGates.mjs';

describe('CPU calibration', () => {
  it('simulates the same phone on any host: 4× at the reference index, in proportion elsewhere', () => {
    expect(multiplierFor(1750)).toBe(4);
    expect(multiplierFor(875)).toBe(2);
    expect(multiplierFor(2625)).toBe(6);
  });

  it('takes a run whose index is more than 1.3× from the median as disturbed', () => {
    expect(disturbed(1500, 1500)).toBe(false);
    expect(disturbed(1900, 1500)).toBe(false);
    expect(disturbed(2000, 1500)).toBe(true);
    expect(disturbed(1100, 1500)).toBe(true);
  });
});

describe('floor gates', () => {
  const ci = { assert: { assertMatrix: [{ matchingUrlPattern: '/$', assertions: {} }] } };
  const medians = new Map([
    ['/floor.html', { 'first-contentful-paint': 900 }],
    ['/floor-startup.html', { 'largest-contentful-paint': 1500, 'total-blocking-time': 60 }],
    [
      '/',
      {
        'first-contentful-paint': 950,
        'largest-contentful-paint': 1700,
        'total-blocking-time': 500,
      },
    ],
  ]);
  const gates = [
    {
      matchingUrlPattern: '/$',
      audit: 'first-contentful-paint',
      floor: '/floor.html',
      maxRatio: 1.25,
      atLeast: 750,
    },
    {
      matchingUrlPattern: '/$',
      audit: 'largest-contentful-paint',
      floor: '/floor-startup.html',
      maxRatio: 1.3,
      targetRatio: 1.1,
    },
    {
      matchingUrlPattern: '/$',
      audit: 'total-blocking-time',
      floor: '/floor-startup.html',
      maxOver: 800,
      targetOver: 50,
    },
  ];

  it('turns each ratio or allowance into this run’s number and adds it to the assertions as an error', () => {
    const { ci: resolved, limits } = resolveFloorGates(ci, gates, medians);
    expect(limits.map((g: { limit: number }) => g.limit)).toEqual([1125, 1950, 860]);
    expect(resolved.assert.assertMatrix.slice(1)).toEqual([
      {
        matchingUrlPattern: '/$',
        aggregationMethod: 'median',
        assertions: { 'first-contentful-paint': ['error', { maxNumericValue: 1125 }] },
      },
      {
        matchingUrlPattern: '/$',
        aggregationMethod: 'median',
        assertions: { 'largest-contentful-paint': ['error', { maxNumericValue: 1950 }] },
      },
      {
        matchingUrlPattern: '/$',
        aggregationMethod: 'median',
        assertions: { 'total-blocking-time': ['error', { maxNumericValue: 860 }] },
      },
    ]);
  });

  it('never sets a limit below atLeast', () => {
    const slowFloor = new Map(medians).set('/floor.html', { 'first-contentful-paint': 500 });
    expect(resolveFloorGates(ci, gates, slowFloor).limits[0].limit).toBe(750);
  });

  it('holds a route’s figure to another figure of the floor when floorAudit names it', () => {
    // The warm visit's snapshot paint against the warm overlay floor's first paint.
    const warm = new Map([
      ['/floor.html?warm', { 'first-contentful-paint': 800 }],
      ['/floor-startup.html?warm', { 'first-contentful-paint': 810 }],
      ['/?warm', { 'home-snapshot': 1000, 'first-contentful-paint': 820 }],
    ]);
    const snapshotGate = {
      matchingUrlPattern: '/\\?warm$',
      audit: 'home-snapshot',
      floor: '/floor.html?warm',
      floorAudit: 'first-contentful-paint',
      maxRatio: 1.2,
    };
    const { ci: resolved, limits } = resolveFloorGates(ci, [snapshotGate], warm);
    expect(limits[0].limit).toBe(960);
    expect(resolved.assert.assertMatrix[1].assertions).toEqual({
      'home-snapshot': ['error', { maxNumericValue: 960 }],
    });
  });

  it('refuses a gate whose floor was not measured', () => {
    expect(() => resolveFloorGates(ci, gates, new Map([['/', {}]]))).toThrow(
      /no first-contentful-paint measured for the floor/,
    );
  });
});

describe('floor pages', () => {
  const index =
    '<html><head><script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/app-b.js"></head><body><div id="overlay"></div><div id="app"></div></body></html>';

  it('the overlay floor keeps the overlay and drops every script and modulepreload', () => {
    expect(floorHtml(index)).toBe(
      '<html><head></head><body><div id="overlay"></div><div id="app"></div></body></html>',
    );
  });

  it('the startup floor loads its own entry and modulepreloads its chunks at low priority, as index.html does the app', () => {
    const html = startupFloorHtml(index, 'floor/entry-x.js', [
      'floor/startup-y.js',
      'floor/liff-z.js',
    ]);
    expect(html).not.toContain('/assets/');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/floor/entry-x.js"></script>',
    );
    for (const chunk of ['floor/startup-y.js', 'floor/liff-z.js'])
      expect(html).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk}">`,
      );
    expect(html).toContain('<div id="overlay">');
  });
});

describe('floors the app beats', () => {
  const gate = {
    matchingUrlPattern: '/(redeem)?$',
    audit: 'app-ready',
    floor: '/floor-startup.html',
    maxRatio: 1.1,
    minRatio: 0.97,
  };
  const medians = (home: number) =>
    new Map([
      ['/floor-startup.html', { 'app-ready': 1000 }],
      ['/', { 'app-ready': home }],
      ['/redeem', { 'app-ready': 1050 }],
    ]);
  const limitsOf = (m: Map<string, Record<string, number>>) =>
    resolveFloorGates({ assert: { assertMatrix: [] } }, [gate], m).limits;

  // The floor's runs: median 1000, fastest 950.
  const runs = new Map([
    ['/floor-startup.html', [1100, 950, 1000].map((v) => ({ 'app-ready': v }))],
  ]);

  it('says the floor is wrong when a route beats it by more than 3% and beats its fastest run', () => {
    const m = medians(940);
    const lines = beatenFloors(limitsOf(m), m, runs);
    expect(lines).toHaveLength(1);
    expect(lines[0].counted).toBe(true);
    expect(lines[0].text).toMatch(
      /^ {2}✘ \/ ready 940 < 0\.97 × \/floor-startup\.html 1000, under its fastest run 950: the floor is wrong$/,
    );
  });

  it("names but does not count a route more than 3% under the floor's median yet within its runs", () => {
    const m = medians(960);
    const lines = beatenFloors(limitsOf(m), m, runs);
    expect(lines).toHaveLength(1);
    expect(lines[0].counted).toBe(false);
    expect(lines[0].text).toMatch(
      /^ {2}· \/ ready 960 < .*, not under its fastest run 950: within its spread$/,
    );
  });

  it('lets a route within 3% below its floor pass', () => {
    const m = medians(975);
    expect(beatenFloors(limitsOf(m), m, runs)).toEqual([]);
  });

  it('holds a route to the median alone when the runs are not given', () => {
    const m = medians(960);
    expect(beatenFloors(limitsOf(m), m)[0].counted).toBe(true);
  });

  it('holds the floor in each instrument, naming the one where the app beats it', () => {
    const overlayGate = {
      matchingUrlPattern: '/$',
      audit: 'first-contentful-paint',
      floor: '/floor.html',
      maxRatio: 1.25,
    };
    const instruments = {
      corrected: { medians: medians(1010), runs },
      devtools: { medians: medians(940), runs },
    };
    const lines = beatenInInstruments([gate, overlayGate], instruments);
    expect(lines.map((l: { text: string }) => l.text)).toEqual([
      expect.stringMatching(/^ {2}✘ \/ ready 940 < .*: the floor is wrong \(devtools\)$/),
    ]);
    expect(beatenInInstruments([gate], { corrected: instruments.corrected })).toEqual([]);
  });
});
