// Types of private.mjs, for the TypeScript that imports it (the harness's tests): Lighthouse's own.
export const PINNED_LIGHTHOUSE: string;
export const PRIVATE_READS: Record<string, string[]>;
export function problemsWith(version: string, loaded: Record<string, unknown>): string[];
export function failureOf(problems: string[]): string;
export { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
export { NetworkRecords } from 'lighthouse/core/computed/network-records.js';
export { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
export { initializeConfig } from 'lighthouse/core/config/config.js';
export { defaultSettings } from 'lighthouse/core/config/constants.js';
export { filterConfigByExplicitFilters } from 'lighthouse/core/config/filters.js';
export { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
export * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
export { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
export { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
export { Runner } from 'lighthouse/core/runner.js';
