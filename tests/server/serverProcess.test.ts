import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, startServer } from '../../scripts/serverProcess.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('scripts/serverProcess.mjs: the server started and waited for', () => {
  it('answers once the server is ready, with its URL, and stops its whole process group', async () => {
    const server = await startServer({
      env: { PORT: '0', AUTH_MODE: 'mock', SMS_MODE: 'console', DATA_DIR: dataDir },
      detached: true,
    });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode).toBe(0);
    await expect(fetch(`${server.url}/readyz`)).rejects.toThrow();
  }, 120_000);

  it('hands every chunk of output on from the first and waits for the ready line it is given', async () => {
    let output = '';
    const server = spawnServer({
      env: { PORT: '0', AUTH_MODE: 'mock', SMS_MODE: 'console', DATA_DIR: dataDir },
      ready: /Loyalty app ready at http:\/\/(localhost:\d+)/,
      echo: false,
      onOutput: (chunk) => {
        output += chunk;
      },
    });
    try {
      expect(await server.started).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(output).toMatch(/Loyalty app ready at http:\/\/localhost:\d+/);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses with what the server printed when it exits on start', async () => {
    await expect(startServer({ env: { PORT: '0', AUTH_MODE: 'nonsense' } })).rejects.toThrow(
      /exited on start \(1\):[\s\S]*AUTH_MODE/,
    );
  }, 120_000);

  it('refuses and stops the server when it does not say it is ready in time', async () => {
    const server = spawnServer({
      env: { PORT: '0', AUTH_MODE: 'mock', DATA_DIR: dataDir },
      ready: /a line never printed (\S+)/,
      timeoutMs: 1_000,
      echo: false,
    });
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    await expect(server.started).rejects.toThrow(/did not say it was ready within 1 s/);
    await exited;
  }, 120_000);
});
