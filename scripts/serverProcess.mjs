// Starting the reference server (`server/src/main.ts`) as a process and waiting until it says it
// is ready: for Lighthouse CI, the bench, the load test, the browser tests' server
// (tests/e2e/flows/serve.mjs), the fault tests and the server's own process tests.
import { spawn } from 'node:child_process';

/** What the server prints once it listens; the group is its URL. */
export const READY = /Loyalty app ready at (\S+)/;

/** node's arguments that run the server (`nodeArgs` first: --cpu-prof and the like). */
export const serverArgs = (nodeArgs = []) => [...nodeArgs, '--import', 'tsx', 'server/src/main.ts'];

/**
 * Starts `node --import tsx server/src/main.ts` with `env` over this process's at once (over only
 * its PATH when `inheritEnv` is false: a start with nothing else set), and answers the child,
 * `stop` and `started`: a promise of its URL (`ready`'s first group, localhost as 127.0.0.1) once it
 * has printed `ready`, rejected, with what it printed, when it exits first or says nothing within
 * `timeoutMs` (then stopped). `stop` sends SIGTERM (the server drains first) or the signal given
 * (SIGINT stops at once) and waits for the exit. `detached`: in a process group of its own, which
 * `stop` ends whole. Its stderr is copied to this process's, `[label]` before each chunk, unless
 * `echo` is false; `onOutput` gets every chunk of its stdout and stderr, from the first.
 * @param {{ env?: NodeJS.ProcessEnv, inheritEnv?: boolean, nodeArgs?: string[],
 *   detached?: boolean, label?: string, timeoutMs?: number, ready?: RegExp, echo?: boolean,
 *   onOutput?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void }} options
 * @returns {{ child: import('node:child_process').ChildProcess, started: Promise<string>,
 *   stop: (signal?: NodeJS.Signals) => Promise<void> }}
 */
export function spawnServer({
  env = {},
  inheritEnv = true,
  nodeArgs = [],
  detached = false,
  label = 'server',
  timeoutMs = 90_000,
  ready = READY,
  echo = true,
  onOutput,
} = {}) {
  const child = spawn(process.execPath, serverArgs(nodeArgs), {
    env: { ...(inheritEnv ? process.env : { PATH: process.env.PATH }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (detached) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      return;
    }
    await exited;
  };
  if (onOutput) {
    child.stdout.on('data', (chunk) => onOutput(chunk, 'stdout'));
    child.stderr.on('data', (chunk) => onOutput(chunk, 'stderr'));
  }
  const started = new Promise((resolve, reject) => {
    let output = '';
    let waiting = true;
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(`The ${label} did not say it was ready within ${timeoutMs / 1000} s:\n${output}`),
      );
    }, timeoutMs);
    const read = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (!match) return;
      waiting = false;
      output = '';
      clearTimeout(timer);
      child.stdout.off('data', read);
      // Keep reading, so a chatty server never blocks on a full pipe.
      child.stdout.resume();
      resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => {
      if (waiting) output += chunk;
      if (echo) process.stderr.write(`[${label}] ${chunk}`);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The ${label} exited on start (${code ?? signal}):\n${output}`));
    });
  });
  return { child, started, stop };
}

/**
 * spawnServer, resolved once the server is ready: its child, URL and `stop`.
 * @param {Parameters<typeof spawnServer>[0]} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string,
 *   stop: (signal?: NodeJS.Signals) => Promise<void> }>}
 */
export async function startServer(options) {
  const { child, started, stop } = spawnServer(options);
  return { child, url: await started, stop };
}
