import { unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { relative, resolve } from 'node:path';

/** Another process has DATA_DIR open: main.ts and the command-line tools print the message. */
export class DataDirInUse extends Error {}

const SOCKET_NAME = '.lock.sock';
/** A Unix socket's path holds 104 bytes on macOS (108 on Linux). */
const MAX_SOCKET_PATH = 100;

/**
 * PGlite is one process: two processes on one DATA_DIR corrupt it, and PGlite does not refuse the
 * second. So whoever opens it (the server, npm run catalogue, npm run codes) first listens on a
 * Unix socket inside it. The kernel closes the socket when its process ends, however it ends, so
 * a lock never outlives its holder: a socket file that nobody answers is stale and is taken over.
 * Answers what releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = socketPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const server = createServer((socket) => socket.destroy());
    const error = await listen(server, path);
    if (!error) {
      server.unref();
      return () => new Promise((done) => server.close(() => done()));
    }
    if (error.code !== 'EADDRINUSE') throw error;
    if (!(await isStale(path))) {
      throw new DataDirInUse(
        `DATA_DIR ${dataDir} is open in another process (the server, or npm run catalogue or codes); the embedded database serves one process at a time: stop that one first.`,
      );
    }
    await unlink(path).catch(() => {});
  }
  throw new DataDirInUse(`DATA_DIR ${dataDir}: another process is taking its lock; try again.`);
}

function socketPath(dataDir: string): string {
  const absolute = resolve(dataDir, SOCKET_NAME);
  const fromHere = relative(process.cwd(), absolute);
  const path = fromHere.length < absolute.length ? fromHere : absolute;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    throw new DataDirInUse(
      `DATA_DIR ${dataDir}: its path is too long for the lock that keeps a second process out (${MAX_SOCKET_PATH} bytes at most); choose a shorter one.`,
    );
  }
  return path;
}

const listen = (server: Server, path: string) =>
  new Promise<NodeJS.ErrnoException | undefined>((done) => {
    server.once('error', done);
    server.listen(path, () => {
      server.off('error', done);
      done(undefined);
    });
  });

/** Whether the socket file at `path` is left by a process that has ended: nobody listens. */
const isStale = (path: string) =>
  new Promise<boolean>((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT'),
    );
  });
