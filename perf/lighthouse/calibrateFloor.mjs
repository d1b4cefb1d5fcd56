// `npm run calibrate -- <startup floor URL> [Chromium flag…]`: the CPU multiplier Lighthouse CI
// would audit at on this host, from three loads of the startup floor at the same real-time priority
// (scripts/priority.mjs), printed as JSON on the last line. The Playwright budget phone's CPU
// (tests/e2e/calibrateBudgetPhone.ts), in a process of its own: the browser tests run at the usual
// priority (the journeys at real-time priority too: playwright.config.ts).
import { readFileSync } from 'node:fs';
import { killAll } from 'chrome-launcher';
import { raisePriority } from '../../scripts/priority.mjs';
import { browserOptions, calibrateOnFloor } from './collect.mjs';

const SAMPLES = 3;

const [floorUrl, ...extraFlags] = process.argv.slice(2);
if (!floorUrl) {
  console.error('usage: npm run calibrate -- <startup floor URL> [Chromium flag…]');
  process.exit(2);
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.on(signal, () => killAll().then(() => process.exit(code)));
const priority = raisePriority();
const { collect } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci;
const browser = browserOptions(collect);
const { multiplier, why } = await calibrateOnFloor(floorUrl, {
  samples: SAMPLES,
  ...browser,
  chromeFlags: [...browser.chromeFlags, ...extraFlags],
});
console.log(JSON.stringify({ multiplier, why: `${why}, at ${priority}` }));
