// Playwright's global setup: measures this host's CPU as Lighthouse does (its benchmark index) and
// sets the budget phone's CPU slowdown, so the journeys run on the same phone on any host
// (perf/lighthouse/calibrate.mjs holds the reference); workers read it from the env.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { multiplierFor } from '../../perf/lighthouse/calibrate.mjs';
import { BUDGET_PHONE_CPU_ENV } from './budgetPhone';
import { launchOptions } from './chromium';

const SAMPLES = 3;

export default async function calibrateBudgetPhone(): Promise<void> {
  if (process.env[BUDGET_PHONE_CPU_ENV]) return;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      indexes.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
    }
    const index = indexes.sort((a, b) => a - b)[Math.floor(SAMPLES / 2)] as number;
    const slowdown = Math.max(1, multiplierFor(index));
    process.env[BUDGET_PHONE_CPU_ENV] = slowdown.toFixed(2);
    console.log(
      `Budget phone: host benchmark index ${index} (samples ${indexes.join(', ')}): CPU × ${slowdown.toFixed(2)}`,
    );
  } finally {
    await browser.close();
  }
}
