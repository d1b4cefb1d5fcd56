import { readFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts, without types
import { probeServerTime } from '../../../../perf/lighthouse/serverTime.mjs';
import { throwawayCertificate } from '../../../../scripts/tls.mjs';

const tls = throwawayCertificate('.e2e/unit-tls');
let server: Http2SecureServer | undefined;

/** A stand-in for the reference server: every startup call answers at once, except `slow`. */
async function serve(slow: Record<string, number>, status: Record<string, number> = {}) {
  const listening = createSecureServer(
    { cert: readFileSync(tls.cert), key: readFileSync(tls.key) },
    (request, response) => {
      const path = request.url.split('?')[0] as string;
      const answer = () => {
        response.writeHead(status[path] ?? 200, { 'content-type': 'application/json' });
        response.end(
          path === '/api/authorization/login' ? '{"accessToken":"t","userId":1}' : '{"ok":true}',
        );
      };
      request.resume();
      request.on('end', () => setTimeout(answer, slow[path] ?? 0));
    },
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `https://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('probeServerTime', () => {
  it('puts a slow call first, with its ratio to /readyz', async () => {
    // Slow by far more than a loaded host's stalls: with 40 ms, a CI run beside the server tests
    // once timed a call that answers at once slower on the medians of three rounds.
    const origin = await serve({ '/api/questionnaire/check': 250 });
    const { baselineMs, calls } = await probeServerTime(origin, readFileSync(tls.cert), 3);
    expect(calls[0].name).toBe('GET /api/questionnaire/check');
    expect(calls[0].ms).toBeGreaterThanOrEqual(250);
    expect(calls[0].ratio).toBeCloseTo(calls[0].ms / baselineMs, 5);
    // Every startup call and first page's data is timed.
    expect(calls.map((c: { name: string }) => c.name).sort()).toEqual(
      [
        'GET /api/home',
        'GET /api/questionnaire/check',
        'GET /api/rewards',
        'GET /api/user',
        'GET /api/user/history/point',
        'POST /api/authorization/login',
        'POST /api/log/state',
        'PUT /api/user/line',
      ].sort(),
    );
  });

  it('stops on an answer that is not a success rather than timing it', async () => {
    const origin = await serve({}, { '/api/log/state': 429 });
    await expect(probeServerTime(origin, readFileSync(tls.cert), 2)).rejects.toThrow(
      /POST \/api\/log\/state answered 429/,
    );
  });
});
