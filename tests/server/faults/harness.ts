// A PostgreSQL and a redis-server of the test's own, on ports of their own, that it may stop,
// restart, freeze and kill; the real server process (server/src/main.ts) on top; and load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../../../scripts/serverProcess.mjs';
import { waitForOutput } from '../processOutput.ts';

/** The ports tried first; another free one when taken (a second run, a leftover). */
const PG_PORT = 55432;
const REDIS_PORT = 56379;

function freePort(preferred: number): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address() as AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  return listen(preferred).catch(() => listen(0));
}

/** The newest PostgreSQL server binaries installed, or undefined. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = found.status === 0 ? found.stdout.trim() : '';
  return dir && existsSync(join(dir, 'pg_ctl')) ? dir : undefined;
}

function which(name: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

export const PG_BIN = postgresBin();
export const REDIS_SERVER = which('redis-server');
/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const asRoot = process.getuid?.() === 0;
export const missing = [
  PG_BIN ? undefined : 'PostgreSQL server binaries (pg_ctl, initdb)',
  REDIS_SERVER ? undefined : 'redis-server',
  asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0 ? 'a postgres user' : undefined,
].filter(Boolean);

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], asPostgres = false): Promise<string> {
  const [file, argv] =
    asPostgres && asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}: ${output}`)),
    );
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OwnPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'loyalty-faults-pg-'));
  readonly data = join(this.dir, 'data');
  port = 0;
  private readonly bin = (name: string) => join(PG_BIN as string, name);

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  async init() {
    this.port = await freePort(PG_PORT);
    if (asRoot) await run('chown', ['postgres', this.dir]);
    await run(
      this.bin('initdb'),
      ['-D', this.data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
      true,
    );
    await this.start();
  }

  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    const log = join(this.dir, 'log');
    return run(
      this.bin('pg_ctl'),
      ['-D', this.data, '-o', options, '-l', log, '-w', 'start'],
      true,
    );
  }

  stop(mode: 'fast' | 'immediate' = 'fast') {
    return run(this.bin('pg_ctl'), ['-D', this.data, '-m', mode, '-w', 'stop'], true);
  }

  restart() {
    return run(this.bin('pg_ctl'), ['-D', this.data, '-m', 'fast', '-w', 'restart'], true);
  }

  /** The postmaster and every process it started. */
  private pids(): number[] {
    const postmaster = Number(
      readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
      encoding: 'utf8',
    })
      .stdout.split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  freeze() {
    for (const pid of this.pids()) process.kill(pid, 'SIGSTOP');
  }

  thaw() {
    for (const pid of this.pids()) process.kill(pid, 'SIGCONT');
  }

  /** A small filesystem of its own (tmpfs, 64 MB) for a tablespace that can be filled, or
   *  undefined where this process may not mount one. */
  async smallDisk(): Promise<string | undefined> {
    const path = join(this.dir, 'small');
    mkdirSync(path);
    try {
      await run('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', path]);
      this.mounted = path;
      if (asRoot) await run('chown', ['postgres', path]);
      return path;
    } catch {
      return undefined;
    }
  }
  private mounted: string | undefined;

  /** Fills the small disk to the last byte. */
  async fillSmallDisk() {
    const filler = join(this.mounted as string, 'filler');
    await run('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M']).catch(() => {});
  }

  emptySmallDisk() {
    rmSync(join(this.mounted as string, 'filler'), { force: true });
  }

  async destroy() {
    try {
      this.thaw();
    } catch {}
    await this.stop('immediate').catch(() => {});
    if (this.mounted) await run('umount', [this.mounted]).catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class OwnRedis {
  private child: ChildProcess | undefined;
  port = 0;

  get url() {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  async start() {
    this.port ||= await freePort(REDIS_PORT);
    const child = spawn(
      REDIS_SERVER as string,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    await waitForOutput(child, /Ready to accept connections/, 10_000);
  }

  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** The real server, as `npm run server` runs it (scripts/serverProcess.mjs); its whole output is
 *  kept for the assertions. `ready`: the line it waits for, its URL the first group. */
export class ServerProcess {
  readonly child: ChildProcess;
  output = '';
  origin = '';
  private readonly started: Promise<string>;
  constructor(env: NodeJS.ProcessEnv, ready?: RegExp) {
    const server = spawnServer({
      env: { PORT: '0', AUTH_MODE: 'mock', SEED_DEMO: '1', NODE_ENV: 'test', ...env },
      ready,
      echo: false,
      onOutput: (chunk) => {
        this.output += chunk.toString();
      },
    });
    this.child = server.child;
    this.started = server.started;
  }

  async ready() {
    this.origin = await this.started;
    return this;
  }

  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Lines logged per dependency failure since `from` (an offset into the output). */
  dependencyLines(from = 0) {
    return this.output.slice(from).match(/\[dependency\]/g)?.length ?? 0;
  }

  /** The distinct error codes of those lines (57P01, ECONNREFUSED, 53100…). */
  dependencyCodes(from = 0) {
    const codes = [
      ...this.output
        .slice(from)
        .matchAll(/\[dependency\] \w+ (?:failing: [^:]+: |still failing .*, last )(\w+) /g),
    ];
    return [...new Set(codes.map((m) => m[1]))].sort();
  }

  /** Stack frames printed since `from`: a dependency failure must never print one. */
  stackLines(from = 0) {
    return this.output.slice(from).match(/^\s+at /gm)?.length ?? 0;
  }

  stop() {
    if (this.alive) this.child.kill('SIGKILL');
  }
}
