import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { codeKeyMatches } from './db/codeKey.ts';
import { connectDatabase, targetFromConfig } from './db/connect.ts';
import { DataDirInUse } from './db/dataDirLock.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { Lifecycle } from './http/health.ts';
import { describeLimitStore, openLimitStore } from './http/limits.ts';
import { smsSender } from './services/sms.ts';
import { describePosture } from './settings/posture.ts';
import { pointsCodeKeyOf } from './settings/secrets.ts';

/** How long a stopping server waits for requests in flight before it gives up on them: above
 *  every dependency timeout (db/timeouts.ts), under a platform's usual 30 s grace period. */
const DRAIN_TIMEOUT_MS = 15_000;
/** After SIGTERM, how long the server goes on accepting (saying not-ready, closing each
 *  connection after its answer) before it stops listening: a load balancer polling readiness
 *  stops sending meanwhile, so no new request meets a closed port or a connection closed under
 *  it. SIGINT (Ctrl-C) stops at once. */
const STOP_DELAY_MS = 1_000;
/** How long an idle keep-alive connection stays open: longer than a load balancer's idle timeout
 *  (60 s is common), so the server is never the side that closes a connection a client is about
 *  to reuse. Node's default, 5 s, raced clients pausing about that long (ECONNRESET). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function prepare(config: Config) {
  const target = targetFromConfig(config);
  const db = await connectDatabase(target);
  const codeKey = pointsCodeKeyOf(config);
  if (await prepareDatabase(db, new Date(), { seedDemo: config.seedDemo, codeKey })) {
    console.log('Seeded the demo data.');
  }
  if (!(await codeKeyMatches(db, codeKey))) {
    config.warnings.push(
      'The points codes in this database were hashed under another secret: none of them can be entered. Start with the CODE_SECRET (or, without one, the JWT_SECRET) they were made under.',
    );
  }
  return { db, target };
}

/** One server process: serves until SIGTERM/SIGINT, then drains requests and closes the database. */
async function runServer(config: Config, prepared: Awaited<ReturnType<typeof prepare>>) {
  const { db, target } = prepared;
  const limits = openLimitStore(config, db);
  const lifecycle: Lifecycle = { stopping: false };
  const app = createApp({
    db,
    config,
    sms: smsSender(config.sms),
    limitStore: limits.store,
    lifecycle,
  });
  const listen = { fetch: app.fetch, port: config.port, hostname: config.host };
  const server = serve({ ...listen, ...tlsOptions(config) }, (info) => {
    if (cluster.isWorker) return;
    const database = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    printPosture(config, { database, limits: describeLimitStore(limits.store) });
    console.log(`Loyalty app ready at ${origin(config)}:${info.port}`);
  });

  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Above the keep-alive timeout, as Node's documentation asks.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  const closeSessions = closeConnectionsWhenStopping(server, lifecycle);

  const stop = (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    if (!cluster.isWorker) console.log(`${signal}: shutting down`);
    setTimeout(() => {
      console.error(`Requests still in flight after ${DRAIN_TIMEOUT_MS} ms; exiting.`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    // close() stops accepting, closes idle connections and calls back once every connection has
    // closed (busy ones after their answer: Connection: close). Then the database and limits.
    setTimeout(
      () => {
        server.close(async () => {
          await limits.close().catch(() => {});
          await db.destroy().catch(() => {});
          process.exit(0);
        });
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        closeSessions();
      },
      signal === 'SIGTERM' ? STOP_DELAY_MS : 0,
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Once stopping, every HTTP/1.1 answer says `Connection: close` and ends its connection (so a busy
 * keep-alive client cannot hold the drain open), and every HTTP/2 session is told GOAWAY, which
 * lets its open streams finish. Answers what closes the HTTP/2 sessions open at the signal.
 */
function closeConnectionsWhenStopping(server: ReturnType<typeof serve>, lifecycle: Lifecycle) {
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    if (lifecycle.stopping) return session.close();
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.httpVersionMajor !== 1) return;
    const writeHead = res.writeHead;
    // Decided when the answer starts, so requests already in flight at SIGTERM close too.
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (lifecycle.stopping) this.shouldKeepAlive = false;
      return writeHead.apply(this, args);
    } as typeof writeHead;
  });
  return () => {
    for (const session of sessions) session.close();
  };
}

/**
 * WEB_CONCURRENCY > 1: this primary process prepares the database once, then forks the workers,
 * which share the port (node:cluster hands connections out in turn) and restarts a worker that dies.
 */
async function runPrimary(config: Config) {
  const { db } = await prepare(config);
  await db.destroy();
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === config.webConcurrency) {
      printPosture(config, {
        database: 'PostgreSQL',
        limits: config.redisUrl ? 'Redis' : 'PostgreSQL',
        workers: config.webConcurrency,
      });
      console.log(`Loyalty app ready at ${origin(config)}:${address.port}`);
    }
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited with ${code}; starting another.`);
    fork();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down ${config.webConcurrency} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}

/** The posture line, then each warning on a line of its own. */
function printPosture(config: Config, runtime: Parameters<typeof describePosture>[1]) {
  console.log(describePosture(config, runtime));
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
}

/** With TLS: HTTP/2 as LINE's webview speaks it, HTTP/1.1 for clients that offer only that. */
const tlsOptions = ({ tls }: Config) =>
  tls ? { createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : {};

const origin = (config: Config) => (config.tls ? 'https://localhost' : 'http://localhost');

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config);
  if (cluster.isWorker) {
    const target = targetFromConfig(config);
    return runServer(config, { db: await connectDatabase(target), target });
  }
  return runServer(config, await prepare(config));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirInUse) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
