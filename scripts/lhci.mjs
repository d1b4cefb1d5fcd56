// Lighthouse CI against the built app (lighthouserc.json). Build first: `npm run build:mock`.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['lhci', 'autorun', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
});
process.exit(result.status ?? 1);
