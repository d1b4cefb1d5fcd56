import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../helpers.ts';

/** Answers the status lines read on one socket until the server closes it or timeoutMs passes. */
function exchange(port: number, send: (socket: net.Socket) => void, timeoutMs: number) {
  return new Promise<{ statuses: string[]; closedByServer: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: received.match(/HTTP\/1\.1 \d{3}/g) ?? [], closedByServer });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    send(socket);
  });
}

const pageview = (body: string, extra = '') =>
  `POST /api/log/pageview HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

forEachDatabase('body limit over a real connection', (t) => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const app = t().makeApp();
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 413 to a 200 KB body that arrives late and keeps the connection usable', async () => {
    const oversized = `userId=1&path=${'x'.repeat(200_000)}`;
    const result = await exchange(
      port,
      (socket) => {
        const [head, body] = pageview(oversized).split('\r\n\r\n') as [string, string];
        socket.write(`${head}\r\n\r\n`);
        // The body comes after the server could have answered: it must still be read, and the
        // connection must carry the next request.
        setTimeout(() => {
          socket.write(body);
          socket.write(pageview('userId=1&path=%2F', 'Connection: close\r\n'));
        }, 700);
      },
      5_000,
    );
    expect(result.statuses).toEqual(['HTTP/1.1 413', 'HTTP/1.1 204']);
  });
});
