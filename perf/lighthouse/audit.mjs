// Auditing a gathered run, in collect.mjs's thread and in its worker (auditWorker.mjs) alike: each
// thread resolves the config and installs the round-trip correction in its own copy of
// Lighthouse's modules.
import { generateReport } from 'lighthouse';
import { useCorrection, useServerTimes } from './lanternRoundTrips.mjs';
import { filterConfigByExplicitFilters, initializeConfig, Runner } from './private.mjs';

/** The timings the summary prints of stock Lighthouse beside the corrected ones. */
export const STOCK_TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'interactive',
  'app-ready',
  'home-snapshot',
];

/**
 * An auditor for `config` (collect.mjs's Lighthouse config) that charges `serverTimes`
 * (lanternRoundTrips.mjs `useServerTimes`).
 * The artifacts it is given are audited with their own settings (atMultiplier's).
 * @returns {Promise<(artifacts: object, url: string) =>
 *   Promise<{ lhr: any, stockLhr: any, html: string }>>}
 */
export async function auditor(config, serverTimes) {
  useServerTimes(serverTimes);
  const { resolvedConfig } = await initializeConfig('navigation', config, { logLevel: 'error' });
  const stockConfig = stockOnly(resolvedConfig);
  // Each run twice: stock Lighthouse (printed beside: only the timings the summary shows and the
  // performance score), then corrected and whole (gated): every request that waits on another
  // pays a round trip and its server time (lanternRoundTrips.mjs).
  const audit = async (artifacts, url, corrected, base) => {
    useCorrection(corrected);
    const audited = await Runner.audit(artifacts, {
      resolvedConfig: { ...base, settings: artifacts.settings },
      computedCache: new Map(),
    });
    if (!audited) throw new Error(`Lighthouse produced no report for ${url}.`);
    return audited;
  };
  return async (artifacts, url) => {
    const stock = await audit(artifacts, url, false, stockConfig);
    const result = await audit(artifacts, url, true, resolvedConfig);
    // A run Lighthouse could not audit would leave its page's median to fewer runs, unseen.
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, stockLhr: stock.lhr, html: generateReport(result.lhr, 'html') };
  };
}

/** The run's artifacts with the settings it was gathered with (a warm run's kept storage) at the
 *  CPU multiplier of the collection: what is audited, and what `npm run lhci:path` simulates. */
export const atMultiplier = (artifacts, multiplier) => ({
  ...artifacts,
  settings: {
    ...artifacts.settings,
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier },
  },
});

/** `resolvedConfig` with only the audits stock Lighthouse is printed for: STOCK_TIMINGS and
 *  those the performance score weighs. */
function stockOnly(resolvedConfig) {
  const scored = resolvedConfig.categories.performance.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ref.id);
  return filterConfigByExplicitFilters(resolvedConfig, {
    onlyAudits: [...STOCK_TIMINGS, ...scored],
    onlyCategories: undefined,
    skipAudits: undefined,
  });
}
