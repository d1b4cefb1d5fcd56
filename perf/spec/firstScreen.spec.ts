// The first screen of /, /redeem and /profile on the budget phone, next to the static overlay page
// (the floor), written to reports/perf.json. It fails only on gross regressions; Lighthouse CI
// (`npm run lhci`) holds the tight budgets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BUDGET_PHONE } from '../../tests/e2e/budgetPhone';
import { FLOWS } from '../../tests/e2e/flows/env';
import { FLOOR_PATH, type LoadFigures, longestTaskText, measureLoad, median } from './measureLoad';

const LOADS = 5;
const ROUTES = ['/', '/redeem', '/profile'];
/** A route whose app-ready is beyond this many times the floor's LCP has regressed grossly: the
 *  floor is one request, app-ready at least four in a row (document, JS, login, data), so this is
 *  well past noise (docs/performance.md). */
const GROSS_FACTOR = 6;
const REPORT = 'reports/perf.json';

interface Medians {
  appReadyMs: number | null;
  lcpMs: number;
  longestTaskMs: number;
  longestTaskBeforeReadyMs: number;
  jsBeforeReadyBytes: number;
}

const mediansOf = (loads: LoadFigures[]): Medians => ({
  appReadyMs: loads[0]?.appReadyMs === null ? null : median(loads.map((l) => l.appReadyMs ?? 0)),
  lcpMs: median(loads.map((l) => l.lcpMs)),
  longestTaskMs: median(loads.map((l) => l.longestTaskMs)),
  longestTaskBeforeReadyMs: median(loads.map((l) => l.longestTaskBeforeReadyMs)),
  jsBeforeReadyBytes: median(loads.map((l) => l.jsBeforeReadyBytes)),
});

test.describe.configure({ mode: 'serial' });
// A trace records every frame and snapshot: work on the main thread that the figures would count.
test.use({ trace: 'off', screenshot: 'off', video: 'off' });

const results: Array<{ path: string; medians: Medians; loads: LoadFigures[] }> = [];
let floorLcpMs = 0;

test.afterAll(() => {
  mkdirSync('reports', { recursive: true });
  const floor = results.find((r) => r.path === FLOOR_PATH);
  writeFileSync(
    REPORT,
    JSON.stringify(
      {
        phone: {
          device: 'Moto G4',
          cpuSlowdown: BUDGET_PHONE.cpuSlowdown,
          network: BUDGET_PHONE.network,
        },
        loadsPerPage: LOADS,
        grossFactor: GROSS_FACTOR,
        floor: floor ?? null,
        routes: results
          .filter((r) => r.path !== FLOOR_PATH)
          .map((r) => ({
            ...r,
            appReadyToFloorLcp:
              floor && r.medians.appReadyMs !== null
                ? r.medians.appReadyMs / floor.medians.lcpMs
                : null,
          })),
      },
      null,
      2,
    ),
  );
});

/** LOADS cold loads of `path`, one after the other, each in a fresh context. */
async function loadsOf(
  browser: Parameters<typeof measureLoad>[0],
  baseURL: string,
  path: string,
): Promise<LoadFigures[]> {
  const loads: LoadFigures[] = [];
  for (let i = 0; i < LOADS; i++) {
    const load = await measureLoad(browser, baseURL, path, { waitForApp: path !== FLOOR_PATH });
    // A redirect (to /register, to an error page) would measure another page.
    expect(load.endedOn, `load ${i + 1} of ${path}`).toBe(path);
    loads.push(load);
  }
  return loads;
}

test.beforeEach(() => test.setTimeout(180_000));

test('the floor: the static overlay page', async ({ browser, baseURL }) => {
  const loads = await loadsOf(browser, baseURL ?? FLOWS.origin, FLOOR_PATH);
  const medians = mediansOf(loads);
  results.push({ path: FLOOR_PATH, medians, loads });
  // The floor runs no script: a JS byte here means floor.html is not the bare overlay.
  expect(medians.jsBeforeReadyBytes).toBe(0);
  expect(medians.lcpMs).toBeGreaterThan(0);
  floorLcpMs = medians.lcpMs;
  console.log(`${FLOOR_PATH} (floor): LCP ${Math.round(floorLcpMs)} ms`);
});

for (const path of ROUTES) {
  test(`${path}: app-ready within ${GROSS_FACTOR}× the floor's LCP`, async ({
    browser,
    baseURL,
  }) => {
    const loads = await loadsOf(browser, baseURL ?? FLOWS.origin, path);
    const medians = mediansOf(loads);
    results.push({ path, medians, loads });
    const summary =
      `app-ready ${Math.round(medians.appReadyMs ?? 0)} ms (${((medians.appReadyMs ?? 0) / floorLcpMs).toFixed(2)}× floor LCP ${Math.round(floorLcpMs)} ms), ` +
      `LCP ${Math.round(medians.lcpMs)} ms, longest task ${longestTaskText(medians.longestTaskMs)}`;
    console.log(`${path}: ${summary}`);
    test.info().annotations.push({ type: 'perf', description: summary });
    expect(medians.appReadyMs).not.toBeNull();
    expect(medians.appReadyMs as number).toBeLessThanOrEqual(GROSS_FACTOR * floorLcpMs);
  });
}
