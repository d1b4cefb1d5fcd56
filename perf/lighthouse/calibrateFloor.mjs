// `npm run calibrate -- <startup floor URL> [--tls-dir=<dir>] [Chromium flag…]`: the CPU multiplier
// Lighthouse CI would audit at on this host, from three loads of the startup floor at the same
// real-time priority (scripts/priority.mjs), printed as JSON on the last line. The Playwright budget
// phone's CPU (tests/e2e/calibrateBudgetPhone.ts), in a process of its own: the browser tests run at
// the usual priority (the journeys at real-time priority too: playwright.config.ts). `--tls-dir`:
// the floor's server's certificate (scripts/tls.mjs), which Chromium then trusts, for the renderer
// started before each trace (siteRenderer.mjs).
import { readFileSync } from 'node:fs';
import { killAll } from 'chrome-launcher';
import { raisePriority } from '../../scripts/priority.mjs';
import { throwawayCertificate } from '../../scripts/tls.mjs';
import { browserOptions, calibrateOnFloor } from './collect.mjs';

const SAMPLES = 3;

const [floorUrl, ...rest] = process.argv.slice(2);
const TLS_DIR = '--tls-dir=';
const tlsDir = rest.find((arg) => arg.startsWith(TLS_DIR))?.slice(TLS_DIR.length);
const extraFlags = rest.filter((arg) => !arg.startsWith(TLS_DIR));
if (!floorUrl) {
  console.error(
    'usage: npm run calibrate -- <startup floor URL> [--tls-dir=<dir>] [Chromium flag…]',
  );
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
  ...(tlsDir ? { tls: throwawayCertificate(tlsDir) } : {}),
  chromeFlags: [...browser.chromeFlags, ...extraFlags],
});
console.log(JSON.stringify({ multiplier, why: `${why}, at ${priority}` }));
