// Child processes for the load scripts: server instances, the bare Hono baseline, the load
// generator, and a throwaway PostgreSQL schema. Everything listens on 127.0.0.1 only.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer as startServerProcess } from '../../scripts/serverProcess.mjs';
import type { GeneratorResult, GeneratorSpec } from './generator.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

function waitFor(child: ChildProcess, pattern: RegExp, label: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}:\n${output}`)));
  });
}

async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  label: string,
  nodeArgs: string[] = [],
): Promise<Running> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = (await waitFor(child, ready, label)).replace('localhost', '127.0.0.1');
  // Keep reading so a chatty child never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The reference server (`server/src/main.ts`) on PostgreSQL, port chosen by the system. nodeArgs
 * reach node itself, e.g. ['--cpu-prof'] to profile the server under load.
 */
export const startServer = async (
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
): Promise<Running> => {
  const server = await startServerProcess({
    env: {
      PORT: '0',
      AUTH_MODE: 'mock',
      SEED_DEMO: '1',
      SMS_MODE: 'console',
      // One address here stands for thousands of customers, each signing in.
      SIGN_IN_PER_MINUTE: '100000',
      SIGN_IN_PER_LINE_USER: '100000',
      DATABASE_URL: databaseUrl,
      STATIC_DIR: 'dist',
      ...env,
    },
    nodeArgs,
  });
  return { url: server.url, stop: server.stop };
};

export const startHello = () =>
  startProcess('perf/load/hello.ts', { PORT: '0' }, /Hello ready at (\S+)/, 'hello');

/** Runs the load generator in its own process and answers what it measured. */
export function generate(spec: GeneratorSpec): Promise<GeneratorResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'perf/load/generator.ts', JSON.stringify(spec)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(last) as GeneratorResult);
      else reject(new Error(`load generator exited with ${code}:\n${output}`));
    });
  });
}

/** A fresh schema in the local PostgreSQL, dropped by drop(); url points the server at it. */
export async function freshSchema(baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL) {
  const schema = `load_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const separator = baseUrl.includes('?') ? '&' : '?';
  return {
    schema,
    url: `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Runs a measuring script's main and exits 0, or 1 with its error: its child processes are gone. */
export function runToExit(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
