// What the self-tests share (lhci-selftest.mjs, journeys-selftest.mjs): a temporary copy of the
// checkout's tracked files (as they are, edits included, node_modules linked) where regressions are
// planted, never in tracked files; patches applied and undone; one busy core; and each child in a
// process group of its own. The copy is removed, and the child and the busy core stopped, on exit,
// on SIGINT and on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The child running now (a build, a collection, a test run). */
let child;
/** The process keeping one core busy, while one runs. */
let hog;

/** Makes the copy and moves into it. `name` prefixes its folder. */
export function workInCopy(name) {
  const copy = copyOfCheckout(name);
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, async () => {
      hog?.kill('SIGKILL');
      if (child) await stopGroup(child);
      process.exit(code);
    });
  }
  process.chdir(copy);
  console.log(`${name}: working in ${copy}`);
}

/** A patch: in `file`, `from` becomes `to`, or `prepend` goes before its text. Throws at once when
 *  a patch's file no longer holds the line it replaces: checked before the first build, so that a
 *  moved line stops the self-test before it has measured anything. */
export function checkPatches(patches) {
  for (const p of patches) if (p.from) patchable(p, readFileSync(p.file, 'utf8'));
}

function patchable(p, text) {
  if (!text.includes(p.from))
    throw new Error(`selftest: ${p.file} no longer has the line to patch.`);
  return text;
}

/** Runs `body` with each patch applied to its file (in the copy), restoring every file afterwards. */
export async function withPatches(patches, body) {
  const originals = new Map();
  try {
    for (const p of patches) {
      const current = readFileSync(p.file, 'utf8');
      if (!originals.has(p.file)) originals.set(p.file, current);
      if (p.prepend) writeFileSync(p.file, p.prepend + current);
      else writeFileSync(p.file, patchable(p, current).replace(p.from, p.to));
    }
    return await body();
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
  }
}

/** One measured run of a self-test: `argv`'s exit status, with `patches` planted and one core busy
 *  when `busy`, under SELFTEST_LOCK (e.g. /tmp/browser.lock on a shared host) when it is set: the
 *  lock is held for the run only. */
export function measuredStatus({ patches, busy, argv, env }) {
  const lock = process.env.SELFTEST_LOCK;
  const [command, ...args] = lock ? ['flock', lock, ...argv] : argv;
  return withPatches(patches, () => withBusyCore(busy, () => statusOf(command, args, env)));
}

/** Runs `body` with one core busy (a process spinning until `body` ends) when `busy`. */
async function withBusyCore(busy, body) {
  hog = busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
  try {
    return await body();
  } finally {
    hog?.kill('SIGKILL');
    hog = undefined;
  }
}

/** Runs `command` in a process group of its own (so a signal reaches all it started); answers its
 *  exit status. */
function statusOf(command, args, env = {}) {
  return new Promise((resolveStatus, reject) => {
    child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      child = undefined;
      resolveStatus(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs `command`; throws when it fails. */
export async function run(command, args, env = {}) {
  const status = await statusOf(command, args, env);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}

/** Interrupts the group of `running` (SIGINT, as Ctrl-C: Playwright stops its web servers on it,
 *  not on SIGTERM, which left the journeys' server holding its port; lhci stops its server and
 *  Chromium on either), and kills the group if it is not gone in 20 s. */
async function stopGroup(running) {
  const gone = new Promise((done) => running.once('exit', done));
  try {
    process.kill(-running.pid, 'SIGINT');
  } catch {
    return;
  }
  const timeout = setTimeout(() => {
    try {
      process.kill(-running.pid, 'SIGKILL');
    } catch {}
  }, 20_000);
  await gone;
  clearTimeout(timeout);
}

/** A fresh folder holding the checkout's tracked files as they are now, and a link to its
 *  node_modules. */
function copyOfCheckout(name) {
  const root = spawnSync('git', ['rev-parse', '--show-toplevel'], {
    encoding: 'utf8',
  }).stdout.trim();
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  for (const file of files) {
    try {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    } catch (error) {
      // A tracked file deleted in the checkout is deleted in the copy too.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
