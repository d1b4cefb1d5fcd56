// The mock-LIFF build every local run serves (`npm start`, the browser tests, Lighthouse CI, the
// bench): its settings, once, and the builds of the app and of the operator's page.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The mock build's settings: the mock LIFF (its demo LIFF id and official account), the API on
 *  the page's own origin. */
export const MOCK_BUILD_ENV = {
  VITE_LIFF_MOCK: '1',
  VITE_API_BASE: '',
  VITE_LIFF_ID: '2000000000-demo',
  VITE_LINE_OA_ID: '@loyaltydemo',
};

/** Builds the mock app into `outDir` (emptied), with `env` over MOCK_BUILD_ENV; the exit status. */
export function buildMockApp(outDir, env = {}) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit', env: { ...process.env, ...MOCK_BUILD_ENV, ...env } },
  );
  return build.status ?? 1;
}

/** Builds the operator's page (vite.ops.config.ts) into {staticDir}/ops, beside the app's build;
 *  the exit status. */
export function buildOpsPage(staticDir, env = process.env) {
  const outDir = resolve(staticDir, 'ops');
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '-c',
      'vite.ops.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { stdio: 'inherit', env },
  );
  return build.status ?? 1;
}
