import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../scripts/serverProcess.mjs';
import { throwawayCertificate } from '../../scripts/tls.mjs';
import { DEMO_MEMBER } from '../../server/src/db/demoMember.ts';

describe('main', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // A server a failed test left running would hold DATA_DIR and refuse the next test's server.
  const running = new Set<ChildProcess>();
  afterEach(async () => {
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    }
    running.clear();
  });

  /** The server (scripts/serverProcess.mjs), its whole output kept; `started` answers its URL
   *  once it printed `ready` (127.0.0.1 for localhost). */
  const start = (env: NodeJS.ProcessEnv, options: { ready?: RegExp; timeoutMs?: number } = {}) => {
    let output = '';
    const server = spawnServer({
      env: { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', ...env },
      echo: false,
      onOutput: (chunk) => {
        output += chunk.toString();
      },
      timeoutMs: 60_000,
      ...options,
    });
    running.add(server.child);
    return { ...server, output: () => output };
  };

  it('migrates, seeds, prints the URL, serves, and stops cleanly on SIGTERM', async () => {
    // The first start on a fresh DATA_DIR runs PGlite's initdb: about a minute on a busy 2-core host.
    const server = start({ AUTH_MODE: 'mock' }, { timeoutMs: 85_000 });
    const health = await fetch(`${await server.started}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 90_000);

  it('with TLS_CERT and TLS_KEY, serves HTTPS over HTTP/2 and HTTP/1.1 by ALPN', async () => {
    const tls = throwawayCertificate(join(dataDir, 'tls'));
    const server = start(
      { AUTH_MODE: 'mock', TLS_CERT: tls.cert, TLS_KEY: tls.key },
      { ready: /Loyalty app ready at (https:\/\/localhost:\d+)/ },
    );
    const origin = await server.started;

    const session = http2.connect(origin, { rejectUnauthorized: false });
    const h2 = await new Promise<{ status: unknown; body: string; protocol: unknown }>(
      (resolve, reject) => {
        const req = session.request({ ':path': '/healthz' });
        let body = '';
        let status: unknown;
        req.on('response', (headers) => {
          status = headers[':status'];
        });
        req.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        req.on('end', () => resolve({ status, body, protocol: session.alpnProtocol }));
        req.on('error', reject);
      },
    );
    session.close();
    expect(h2).toEqual({ status: 200, body: '{"ok":true}', protocol: 'h2' });

    // node:https offers no ALPN protocol: the server must fall back to HTTP/1.1.
    const h1 = await new Promise<{ status?: number; version: string }>((resolve, reject) => {
      https
        .get(`${origin}/healthz`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, version: res.httpVersion });
        })
        .on('error', reject);
    });
    expect(h1).toEqual({ status: 200, version: '1.1' });

    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 90_000);

  it('keeps an idle connection open longer than the 5 s after which Node closes it by default', async () => {
    const server = start({ AUTH_MODE: 'mock' });
    const socket = net.connect(Number(new URL(await server.started).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
    // A busy host can take seconds to answer a process's first request (expect.poll's 1 s is not
    // the point here; the 6 s idle gap is).
    ask();
    await expect.poll(answers, { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    ask();
    await expect.poll(answers, { timeout: 20_000 }).toBe(2);
    socket.end();
    await closed;
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 90_000);

  it('warns at start when the points codes were hashed under another secret', async () => {
    // The data directory holds the demo codes, hashed under the development JWT secret.
    const server = start({
      AUTH_MODE: 'mock',
      SEED_DEMO: '',
      CODE_SECRET: 'Zq7#mV2$xL9!pR4&tW8*bN3^cH6@kJ1%',
    });
    await server.started;
    // Printed on stderr before the ready line on stdout: the two pipes may arrive in either order.
    await expect
      .poll(server.output, { timeout: 10_000 })
      .toMatch(/Warning: The points codes in this database were hashed under another secret/);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 90_000);

  it('refuses to start in mock mode when NODE_ENV=production', async () => {
    const server = start({ AUTH_MODE: 'mock', NODE_ENV: 'production', SEED_DEMO: '' });
    await expect(server.started).rejects.toThrow(/exited on start \(1\)/);
    expect(server.output()).toContain('AUTH_MODE=mock is refused');
  }, 30_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  console.warn('main.test.ts: TEST_DATABASE_URL is not set; the PostgreSQL runs skipped.');

/** Sends half a body, lets `between` run, then the rest; answers the status line. */
function slowPageview(url: string, between: () => Promise<void>): Promise<string> {
  const { port } = new URL(url);
  const body = 'userId=1&path=%2Fslow';
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.write(
      `POST /api/log/pageview HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 8)}`,
    );
    setTimeout(() => {
      between().then(() => socket.write(body.slice(8)), reject);
    }, 200);
  });
}

describe.skipIf(!databaseUrl)('main on PostgreSQL', () => {
  const schema = `main_${randomBytes(6).toString('hex')}`;
  const url = `${databaseUrl}${databaseUrl?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  const start = (env: NodeJS.ProcessEnv = {}, ready?: RegExp) =>
    spawnServer({
      env: { PORT: '0', AUTH_MODE: 'mock', SEED_DEMO: '1', DATABASE_URL: url, ...env },
      ready,
      echo: false,
      timeoutMs: 60_000,
    });

  it('two instances started at once on a fresh database migrate and seed once', async () => {
    const servers = [start(), start()];
    try {
      const urls = await Promise.all(servers.map((s) => s.started));
      for (const url of urls) expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const demo = await admin.query(
        `select count(*)::int as n from ${schema}.users where line_user_id = $1`,
        [DEMO_MEMBER.lineUserId],
      );
      expect(demo.rows[0].n).toBe(1);
      const migrations = await admin.query(
        `select count(*)::int as n from ${schema}.kysely_migration`,
      );
      expect(migrations.rows[0].n).toBe(5);
      const codes = await admin.query(
        `select count(*)::int as n, count(distinct code_hash)::int as distinct_codes from ${schema}.codes`,
      );
      expect(codes.rows[0].n).toBe(codes.rows[0].distinct_codes);
    } finally {
      for (const server of servers) server.child.kill('SIGKILL');
    }
  }, 90_000);

  it('SIGTERM answers the request in flight before it closes the database', async () => {
    const server = start();
    const url = await server.started;
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    const status = await slowPageview(url, async () => {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(status).toBe('HTTP/1.1 204 No Content');
    expect(await exited).toBe(0);
  }, 90_000);

  it('WEB_CONCURRENCY=2 serves on one port from two workers and stops them on SIGTERM', async () => {
    const server = start(
      { WEB_CONCURRENCY: '2' },
      /2 workers[\s\S]*Loyalty app ready at (http:\/\/localhost:\d+)/,
    );
    const url = await server.started;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${url}/healthz`).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  }, 90_000);
});
