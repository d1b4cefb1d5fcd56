import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serverProcess.mjs';

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

  it('refuses with what the server printed when it exits on start', async () => {
    await expect(startServer({ env: { PORT: '0', AUTH_MODE: 'nonsense' } })).rejects.toThrow(
      /exited on start \(1\):[\s\S]*AUTH_MODE/,
    );
  }, 120_000);
});
