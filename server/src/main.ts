import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { connectDatabase, targetFromConfig } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { describeLimitStore, openLimitStore } from './http/limits.ts';
import { ConsoleSms } from './services/sms.ts';

/** How long a stopping server waits for requests in flight before it gives up on them. */
const DRAIN_TIMEOUT_MS = 10_000;
/** How long an idle keep-alive connection stays open: longer than a load balancer's idle timeout
 *  (60 s is common), so the server is never the side that closes a connection a client is about
 *  to reuse. Node's default, 5 s, raced clients pausing about that long (ECONNRESET). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function prepare(config: Config) {
  const target = targetFromConfig(config);
  if (target.kind === 'pglite') mkdirSync(target.dataDir, { recursive: true });
  const db = await connectDatabase(target);
  if (await prepareDatabase(db, new Date())) console.log('Seeded the demo data.');
  return { db, target };
}

/** One server process: serves until SIGTERM/SIGINT, then drains requests and closes the database. */
async function runServer(config: Config, prepared: Awaited<ReturnType<typeof prepare>>) {
  const { db, target } = prepared;
  const limits = openLimitStore(config, db);
  const app = createApp({ db, config, sms: new ConsoleSms(), limitStore: limits.store });
  const server = serve({ fetch: app.fetch, port: config.port, ...tlsOptions(config) }, (info) => {
    if (cluster.isWorker) return;
    console.log(`Loyalty app ready at ${origin(config)}:${info.port}`);
    console.log(
      `auth ${config.authMode}, database ${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, rate limits in ${describeLimitStore(limits.store)}`,
    );
  });

  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Above the keep-alive timeout, as Node's documentation asks.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) console.log(`${signal}: shutting down`);
    setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS).unref();
    // close() stops accepting and calls back once every request in flight has been answered;
    // only then are the database and the limit store closed.
    server.close(async () => {
      await limits.close();
      await db.destroy();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
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
      console.log(`Loyalty app ready at ${origin(config)}:${address.port}`);
      console.log(
        `auth ${config.authMode}, database PostgreSQL, ${config.webConcurrency} workers, rate limits in ${config.redisUrl ? 'Redis' : 'PostgreSQL'}`,
      );
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
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
