// Playwright's global setup: sets the budget phone's CPU slowdown as Lighthouse CI sets its own
// (perf/lighthouse/calibrateFloor.mjs: the smaller of what the benchmark index and the startup
// floor's work call for), so the journeys run on the phone Lighthouse CI simulates, on any host;
// workers read it from the env. Runs once the web servers are up: the floor is the flows' server's.
import { spawnSync } from 'node:child_process';
import { BUDGET_PHONE_CPU_ENV } from './budgetPhone';
import { FLOWS } from './flows/env';

export default async function calibrateBudgetPhone(): Promise<void> {
  if (process.env[BUDGET_PHONE_CPU_ENV]) return;
  const run = spawnSync(
    'node',
    ['perf/lighthouse/calibrateFloor.mjs', `${FLOWS.origin}/floor-startup.html`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = run.stdout.trim().split('\n').at(-1);
  if (run.status !== 0 || !last) throw new Error('The budget phone could not be calibrated.');
  const { multiplier, why } = JSON.parse(last) as { multiplier: number; why: string };
  const slowdown = Math.max(1, multiplier);
  process.env[BUDGET_PHONE_CPU_ENV] = slowdown.toFixed(2);
  console.log(`Budget phone: CPU × ${slowdown.toFixed(2)}, as Lighthouse CI would take it: ${why}`);
}
