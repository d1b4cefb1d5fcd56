// Starting the reference server (`server/src/main.ts`) as a process and waiting until it says it
// is ready: for Lighthouse CI, the bench and the load test.
import { spawn } from 'node:child_process';

/** What the server prints once it listens; the group is its URL. */
export const READY = /Loyalty app ready at (\S+)/;

/**
 * Starts `node --import tsx server/src/main.ts` with `env` over this process's, and resolves once
 * it has printed READY, with its URL (localhost as 127.0.0.1); rejects, with what it printed, when
 * it exits first or says nothing within `timeoutMs`. `detached`: in a process group of its own,
 * which `stop` ends whole.
 * @param {{ env?: NodeJS.ProcessEnv, nodeArgs?: string[], detached?: boolean, label?: string,
 *   timeoutMs?: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string,
 *   stop: () => Promise<void> }>}
 */
export function startServer({
  env = {},
  nodeArgs = [],
  detached = false,
  label = 'server',
  timeoutMs = 90_000,
} = {}) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (detached) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(`The ${label} did not say it was ready within ${timeoutMs / 1000} s:\n${output}`),
      );
    }, timeoutMs);
    const read = (chunk) => {
      output += chunk;
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', read);
      // Keep reading, so a chatty server never blocks on a full pipe.
      child.stdout.resume();
      resolve({ child, url: match[1].replace('localhost', '127.0.0.1'), stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(`[${label}] ${chunk}`);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The ${label} exited on start (${code ?? signal}):\n${output}`));
    });
  });
}
