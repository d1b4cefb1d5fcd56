// Playwright's global setup: the budget phone's CPU slowdown. BUDGET_PHONE_CPU_SLOWDOWN when set
// (a fixed phone); else `npm run calibrate`, the Lighthouse CI harness's command, which answers the
// slowdown Lighthouse CI would audit at on this host, so the journeys run on the phone it
// simulates. Workers read it from the env. Runs once the web servers are up, on the startup floor
// the config names (`metadata.calibrateOn`: the flows' server's, and its certificate's folder when
// it speaks HTTPS, which the harness has Chromium trust).
import { spawnSync } from 'node:child_process';
import type { FullConfig } from '@playwright/test';
import { BUDGET_PHONE_CPU_ENV } from './budgetPhone';

/** Where the budget phone is calibrated (playwright.config.ts's `metadata.calibrateOn`). */
export interface CalibrateOn {
  floorUrl: string;
  /** The floor's server's certificate folder (scripts/tls.mjs), when it speaks HTTPS. */
  tlsDir?: string;
}

export default async function calibrateBudgetPhone(config: FullConfig): Promise<void> {
  if (process.env[BUDGET_PHONE_CPU_ENV]) return;
  const { floorUrl, tlsDir } = config.metadata.calibrateOn as CalibrateOn;
  const tls = tlsDir ? [`--tls-dir=${tlsDir}`] : [];
  const run = spawnSync('npm', ['run', '--silent', 'calibrate', '--', floorUrl, ...tls], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const last = run.stdout.trim().split('\n').at(-1);
  if (run.status !== 0 || !last)
    throw new Error(
      'The budget phone could not be calibrated: `npm run calibrate` (the Lighthouse CI ' +
        "harness's, perf/lighthouse/) failed above. The journeys are not at fault: set " +
        `${BUDGET_PHONE_CPU_ENV} (4 is the reference phone) to run them without the harness.`,
    );
  const { multiplier, why } = JSON.parse(last) as { multiplier: number; why: string };
  const slowdown = Math.max(1, multiplier);
  process.env[BUDGET_PHONE_CPU_ENV] = slowdown.toFixed(2);
  console.log(`Budget phone: CPU × ${slowdown.toFixed(2)}, as Lighthouse CI would take it: ${why}`);
}
