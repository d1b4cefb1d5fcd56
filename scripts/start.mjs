// `npm start`: build the app in mock-LIFF mode, then serve it and the API on one port with the
// embedded database (PGlite in ./.data) and demo data. Every default can be overridden by env.
import { spawn, spawnSync } from 'node:child_process';
import { buildOpsPage, MOCK_BUILD_ENV } from './mockApp.mjs';
import { serverArgs } from './serverProcess.mjs';

const env = {
  ...MOCK_BUILD_ENV,
  ...process.env,
  AUTH_MODE: process.env.AUTH_MODE ?? 'mock',
  // The demo catalogue, its public codes and the demo member; a production start refuses it.
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  SMS_MODE: process.env.SMS_MODE ?? 'console',
};

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the app (mock LIFF)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const ops = buildOpsPage(process.env.STATIC_DIR || 'dist', env);
  if (ops !== 0) process.exit(ops);
}

// The server as serverProcess.mjs runs it, but in the foreground with this terminal's stdio: its
// spawnServer pipes the output to find the ready line, which nothing here waits for.
const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
