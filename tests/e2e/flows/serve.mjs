// The flows' webServer: empties DATA_DIR, builds the mock app once and runs the server as
// `npm start` does (scripts/serverProcess.mjs), copying its output to SERVER_LOG: with
// SMS_MODE=console the tests read each one-time code from there, so the server needs no test-only
// endpoint. Playwright waits for its /healthz.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOpsPage } from '../../../scripts/mockApp.mjs';
import { spawnServer } from '../../../scripts/serverProcess.mjs';

const { STATIC_DIR, DATA_DIR, SERVER_LOG } = process.env;
if (!STATIC_DIR || !DATA_DIR || !SERVER_LOG) {
  console.error('serve.mjs needs STATIC_DIR, DATA_DIR and SERVER_LOG.');
  process.exit(2);
}

rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(dirname(SERVER_LOG), { recursive: true });
writeFileSync(SERVER_LOG, '');

const build = spawnSync(
  'npx',
  ['vite', 'build', '--outDir', STATIC_DIR, '--emptyOutDir', '--logLevel', 'error'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
if (buildOpsPage(STATIC_DIR) !== 0) process.exit(1);

// Appended synchronously, so a code is in the file as soon as the server has printed it; its
// stderr goes to this process's as it is (Playwright names the webServer before each line).
const server = spawnServer({
  echo: false,
  onOutput: (chunk, stream) => {
    appendFileSync(SERVER_LOG, chunk);
    if (stream === 'stderr') process.stderr.write(chunk);
  },
  // Playwright's own timeout (180 s, the build included) is the one that counts.
  timeoutMs: 180_000,
});
server.started.catch(() => {});
server.child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.child.kill(signal));
}
