// Every module of Lighthouse's that is not in its public API (`import … from 'lighthouse'`), for
// the whole repository: the harness and its tests import them from here only. They resolve because
// the package has no exports map, and they change without notice between versions, so the harness
// is written against one version, the one @lhci/cli pins (package.json pins the same). A different
// version installed, or a module or export moved, stops here with a message naming the harness
// (tests/unit/perf/lighthouse/private.test.ts says so in `npm test` too).
import { createRequire } from 'node:module';

export const PINNED_LIGHTHOUSE = '12.6.1';

/** Each private module the harness reads, and what it reads of it (dotted paths). */
const MODULES = {
  'core/config/constants.js': {
    load: () => import('lighthouse/core/config/constants.js'),
    reads: ['defaultSettings.screenEmulation', 'defaultSettings.emulatedUserAgent'],
  },
  'core/config/config.js': {
    load: () => import('lighthouse/core/config/config.js'),
    reads: ['initializeConfig'],
  },
  'core/config/filters.js': {
    load: () => import('lighthouse/core/config/filters.js'),
    reads: ['filterConfigByExplicitFilters'],
  },
  'core/runner.js': {
    load: () => import('lighthouse/core/runner.js'),
    reads: ['Runner.audit'],
  },
  'core/gather/navigation-runner.js': {
    load: () => import('lighthouse/core/gather/navigation-runner.js'),
    reads: ['navigationGather'],
  },
  'core/computed/load-simulator.js': {
    load: () => import('lighthouse/core/computed/load-simulator.js'),
    reads: ['LoadSimulator.request'],
  },
  'core/computed/network-records.js': {
    load: () => import('lighthouse/core/computed/network-records.js'),
    reads: ['NetworkRecords.request'],
  },
  'core/computed/page-dependency-graph.js': {
    load: () => import('lighthouse/core/computed/page-dependency-graph.js'),
    reads: ['PageDependencyGraph.request'],
  },
  'core/lib/tracehouse/main-thread-tasks.js': {
    load: () => import('lighthouse/core/lib/tracehouse/main-thread-tasks.js'),
    reads: ['MainThreadTasks.getMainThreadTasks'],
  },
  'core/lib/tracehouse/trace-processor.js': {
    load: () => import('lighthouse/core/lib/tracehouse/trace-processor.js'),
    reads: ['TraceProcessor.processTrace'],
  },
  'core/lib/lantern/lantern.js': {
    load: () => import('lighthouse/core/lib/lantern/lantern.js'),
    // lanternRoundTrips.mjs replaces these methods (and checks the fields they use).
    reads: [
      'Simulation.Simulator.allNodeTimings',
      'Simulation.TCPConnection.prototype.simulateDownloadUntil',
      'Simulation.ConnectionPool.prototype.acquire',
      'Simulation.ConnectionPool.prototype.acquireActiveConnectionFromRequest',
      'Graph.NetworkNode',
      'Graph.CPUNode',
      'Graph.PageDependencyGraph.createGraph',
      'Graph.PageDependencyGraph.pruneNode',
      'Graph.PageDependencyGraph.linkCPUNodes',
      'Graph.PageDependencyGraph.getNetworkNodeOutput',
    ],
  },
};

/** What is wrong with `version` and the `loaded` modules (module → namespace, or the Error its
 *  import threw) for the harness; empty when nothing is. */
export function problemsWith(version, loaded) {
  const problems = [];
  if (version !== PINNED_LIGHTHOUSE)
    problems.push(
      `lighthouse ${version} is installed, the harness is written for ${PINNED_LIGHTHOUSE}`,
    );
  for (const [module, { reads }] of Object.entries(MODULES)) {
    const namespace = loaded[module];
    if (namespace instanceof Error || !namespace) {
      problems.push(`lighthouse/${module} does not load (${namespace?.message ?? 'missing'})`);
      continue;
    }
    for (const path of reads) {
      const found = path.split('.').reduce((value, key) => value?.[key], namespace);
      if (found === undefined) problems.push(`lighthouse/${module} has no ${path}`);
    }
  }
  return problems;
}

/** The message that stops the harness on `problems`. */
export const failureOf = (problems) =>
  `The Lighthouse CI harness (npm run lhci, perf/lighthouse/) reads Lighthouse's private modules ` +
  `through perf/lighthouse/private.mjs, written for lighthouse ${PINNED_LIGHTHOUSE} (@lhci/cli's ` +
  `pin):\n${problems.map((p) => `  - ${p}`).join('\n')}\nPin lighthouse to the version @lhci/cli ` +
  `pins, or port perf/lighthouse/private.mjs and the files that import from it.`;

const installed = createRequire(import.meta.url)('lighthouse/package.json').version;
const loaded = Object.fromEntries(
  await Promise.all(
    Object.entries(MODULES).map(async ([module, { load }]) => [
      module,
      await load().catch((error) => error),
    ]),
  ),
);
const problems = problemsWith(installed, loaded);
if (problems.length) throw new Error(failureOf(problems));

export const { defaultSettings } = loaded['core/config/constants.js'];
export const { initializeConfig } = loaded['core/config/config.js'];
export const { filterConfigByExplicitFilters } = loaded['core/config/filters.js'];
export const { Runner } = loaded['core/runner.js'];
export const { navigationGather } = loaded['core/gather/navigation-runner.js'];
export const { LoadSimulator } = loaded['core/computed/load-simulator.js'];
export const { NetworkRecords } = loaded['core/computed/network-records.js'];
export const { PageDependencyGraph } = loaded['core/computed/page-dependency-graph.js'];
export const { MainThreadTasks } = loaded['core/lib/tracehouse/main-thread-tasks.js'];
export const { TraceProcessor } = loaded['core/lib/tracehouse/trace-processor.js'];
export const Lantern = loaded['core/lib/lantern/lantern.js'];
/** The module names and what the harness reads of each, for the test. */
export const PRIVATE_READS = Object.fromEntries(
  Object.entries(MODULES).map(([module, { reads }]) => [module, reads]),
);
