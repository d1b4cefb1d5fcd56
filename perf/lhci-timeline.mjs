// `npm run lhci:timeline -- URL…`: why Lighthouse's LCP is what it is: one run per URL, then the
// requests and tasks lantern's simulated LCP waited for, with their simulated times. Serve a mock
// build first (e.g. `npm start`); docs/performance.md#why-an-lcp-is-what-it-is.
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { useCorrection } from './lighthouse/lanternRoundTrips.mjs';
import { Lantern } from './lighthouse/private.mjs';

// As `npm run lhci` simulates what it gates (perf/lighthouse/lanternRoundTrips.mjs); LHCI_STOCK=1
// shows stock Lighthouse's timeline instead.
useCorrection(process.env.LHCI_STOCK !== '1');

const GRAPHS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'];
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const { chromeFlags } = rc.ci.collect.settings;
const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('Usage: npm run lhci:timeline -- URL [URL…]');
  process.exit(2);
}

const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');
const ms = (n) => n.toFixed(0).padStart(5);

for (const url of urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: chromeFlags.split(' '),
  });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    }));
  } finally {
    await chrome.kill();
  }
  const metric = (id) => lhr.audits[id]?.numericValue?.toFixed(0) ?? '–';
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  console.log(`\n${url}`);
  console.log(
    `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TTI ${metric('interactive')} · TBT ${metric('total-blocking-time')} ms`,
  );
  console.log(`  LCP element: ${element?.node?.snippet ?? 'unknown'}`);
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!GRAPHS.includes(label)) continue;
    console.log(`\n  ${label} (simulated ms: start end, what):`);
    const rows = [...timings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType} ${node.request.priority} ${path(node.request.url)} ${node.request.transferSize} B`
          : `task ${(node.duration / 1000).toFixed(1)} ms observed${node.didPerformLayout() ? ', layout' : ''}`;
      console.log(`  ${ms(t.startTime)} ${ms(t.endTime)}  ${what}`);
    }
  }
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}
