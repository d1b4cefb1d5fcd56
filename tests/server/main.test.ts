import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`timed out; output:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}; output:\n${output}`)));
  });
}

describe('main', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (env: NodeJS.ProcessEnv) =>
    spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('migrates, seeds, prints the URL, serves, and stops cleanly on SIGTERM', async () => {
    const child = start({ AUTH_MODE: 'mock' });
    const match = await waitForOutput(
      child,
      /Loyalty app ready at (http:\/\/localhost:\d+)/,
      60_000,
    );
    const health = await fetch(`${match[1]}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);

  it('refuses to start in mock mode when NODE_ENV=production', async () => {
    const child = start({ AUTH_MODE: 'mock', NODE_ENV: 'production' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    expect(await exited).toBe(1);
    expect(output).toContain('AUTH_MODE=mock is refused');
  }, 30_000);
});
