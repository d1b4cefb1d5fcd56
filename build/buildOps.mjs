// Builds the operator's page (vite.ops.config.ts) into {staticDir}/ops, beside the app's build.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

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
