import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from '../../../server/src/db/dataDirLock.ts';
import { waitForOutput } from '../processOutput.ts';

describe('the lock on DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets one holder in at a time, and the next in once it lets go', async () => {
    const unlock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUse);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/is open in another process/);
    await unlock();
    expect(existsSync(join(dataDir, '.lock.sock'))).toBe(false);
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('keeps the server from starting on a DATA_DIR another process holds', async () => {
    const unlock = await lockDataDir(dataDir);
    try {
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        env: { ...process.env, AUTH_MODE: 'mock', DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      server.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const status = await new Promise((resolve) => server.on('exit', resolve));
      expect(status).toBe(1);
      expect(stderr.trim()).toBe(
        `DATA_DIR ${dataDir} is open in another process (the server, or npm run catalogue or codes); the embedded database serves one process at a time: stop that one first.`,
      );
    } finally {
      await unlock();
    }
  }, 60_000);

  it('is taken over from a holder that was killed', async () => {
    // A process that takes the lock and is killed with SIGKILL: its socket file stays behind.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/src/db/dataDirLock.ts').then(async (m) => { await m.lockDataDir(${JSON.stringify(dataDir)}); console.log('held'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await waitForOutput(holder, /held/, 30_000);
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUse);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(join(dataDir, '.lock.sock'))).toBe(true);
    const unlock = await lockDataDir(dataDir);
    await unlock();
  }, 60_000);
});
