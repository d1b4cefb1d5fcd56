import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import packageJson from '../../../../package.json';
import {
  failureOf,
  PINNED_LIGHTHOUSE,
  PRIVATE_READS,
  problemsWith,
} from '../../../../perf/lighthouse/private.mjs';

const require = createRequire(import.meta.url);
const lhciPin = (require('@lhci/cli/package.json') as { dependencies: Record<string, string> })
  .dependencies.lighthouse;

describe("Lighthouse's private modules, behind perf/lighthouse/private.mjs", () => {
  it('pins lighthouse in package.json to the version @lhci/cli pins, the one the harness is written for', () => {
    expect(packageJson.devDependencies.lighthouse).toBe(lhciPin);
    expect(PINNED_LIGHTHOUSE).toBe(lhciPin);
  });

  it('finds the installed version and every private module and export it reads (else this file fails to load, naming the harness)', () => {
    const installed = (require('lighthouse/package.json') as { version: string }).version;
    expect(installed).toBe(PINNED_LIGHTHOUSE);
    expect(Object.keys(PRIVATE_READS)).toHaveLength(11);
  });

  it('names the harness, the version installed and each missing module or export', () => {
    const loaded = Object.fromEntries(Object.keys(PRIVATE_READS).map((m) => [m, {}]));
    loaded['core/runner.js'] = new Error('Cannot find module');
    const problems = problemsWith('13.0.0', loaded);
    expect(problems[0]).toBe(
      `lighthouse 13.0.0 is installed, the harness is written for ${PINNED_LIGHTHOUSE}`,
    );
    expect(problems).toContain('lighthouse/core/runner.js does not load (Cannot find module)');
    expect(problems).toContain(
      'lighthouse/core/lib/lantern/lantern.js has no Simulation.TCPConnection.prototype.simulateDownloadUntil',
    );
    const message = failureOf(problems);
    expect(message).toMatch(/^The Lighthouse CI harness \(npm run lhci, perf\/lighthouse\/\)/);
    expect(message).toContain('perf/lighthouse/private.mjs');
  });

  it('finds nothing wrong with the pinned version and every export present', () => {
    const namespaces = Object.fromEntries(
      Object.entries(PRIVATE_READS).map(([module, reads]) => {
        const namespace: Record<string, unknown> = {};
        for (const path of reads) {
          const keys = path.split('.');
          let at = namespace;
          for (const key of keys.slice(0, -1)) {
            at[key] ??= {};
            at = at[key] as Record<string, unknown>;
          }
          at[keys.at(-1) as string] = () => undefined;
        }
        return [module, namespace];
      }),
    );
    expect(problemsWith(PINNED_LIGHTHOUSE, namespaces)).toEqual([]);
  });
});
