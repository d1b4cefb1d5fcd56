// The catalogue and codes commands run as the operator runs them, as processes, against the
// embedded database of a server started in the production posture on an empty database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/serverProcess.mjs';
import { loadConfig } from '../../../server/src/config.ts';
import { connectDatabase } from '../../../server/src/db/connect.ts';
import { signAccessToken } from '../../../server/src/services/accessToken.ts';
import { uniqueLineId, uniqueTel } from '../helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'loyalty-commands-'));
const dataDir = join(dir, 'data');
const CODE_SECRET = 'Zq7#mV2$xL9!pR4&tW8*bN3^cH6@kJ1%';

/** What an operator sets for the commands: the database and the codes' secret, nothing of LINE. */
const commandEnv = {
  ...process.env,
  NODE_ENV: 'production',
  AUTH_MODE: '',
  JWT_SECRET: '',
  LINE_CHANNEL_ID: '',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  CODE_SECRET,
};

/** The server in the production posture docs/deploy.md describes. */
const serverEnv = {
  ...commandEnv,
  AUTH_MODE: 'line',
  LINE_CHANNEL_ID: '1234567890',
  JWT_SECRET: 'k9#Vq2!xR7@mZ4$wL1%tB8^nC3&pH6*d',
  SMS_MODE: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  SMS_WEBHOOK_SECRET: 'Qw8!eR2@tY6#uI0$oP4%aS7^dF1&gH5*j',
  SEED_DEMO: '',
  PORT: '0',
  STATIC_DIR: 'tests/server/fixtures/static',
};

function run(command: 'catalogue' | 'codes', args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', `server/src/cli/${command}.ts`, ...args],
    {
      env: commandEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (status) => resolve({ status, stdout, stderr })),
  );
}

/** The server as an operator starts it; stopped with SIGINT, at once, not after SIGTERM's drain. */
async function startProductionServer() {
  const { url, stop } = await startServer({ env: serverEnv, echo: false });
  return { origin: url, stop: () => stop('SIGINT') };
}

/** Every byte under a directory, as Latin-1 text: what a copy of the database holds. */
function filesUnder(path: string): string {
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name)).toString('latin1'))
    .join('\n');
}

describe('npm run catalogue and npm run codes, as processes', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('start empty in production; the example catalogue and 1,000 minted codes in; a minted code credits once, a demo code does not exist', async () => {
    // A production start migrates an empty database and seeds nothing.
    const first = await startProductionServer();
    // While the server holds the embedded database, the commands refuse it, in one line.
    const busy = await run('catalogue', ['import', 'docs/catalogue.example.json']);
    expect(busy.status).toBe(1);
    expect(busy.stderr.trim().split('\n')).toEqual([
      `DATA_DIR ${dataDir} is open in another process (the server, or npm run catalogue or codes); the embedded database serves one process at a time: stop that one first.`,
    ]);
    await first.stop();

    const bad = JSON.parse(readFileSync('docs/catalogue.example.json', 'utf8'));
    bad.rewards[2].pointsCost = 0;
    bad.campaigns[1].endsAt = '2026-02-30T00:00:00+07:00';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    const refused = await run('catalogue', ['import', join(dir, 'bad.json')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('2 problem(s); nothing was written.');
    expect(refused.stderr).toContain(
      '  rewards[2].pointsCost: a whole number from 1 to 10,000,000',
    );
    expect(refused.stderr).toContain('  campaigns[1].endsAt: a date and time in ISO 8601');

    const dry = await run('catalogue', ['import', 'docs/catalogue.example.json', '--dry-run']);
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('rewards: 3 new, 0 changed, 0 unchanged');
    expect(dry.stdout).toContain('Dry run: nothing was written.');
    const imported = await run('catalogue', ['import', 'docs/catalogue.example.json']);
    expect(imported.stdout).toContain('  new      free-iced-coffee');
    expect(imported.stdout).toContain('Imported docs/catalogue.example.json.');

    const csv = join(dir, 'codes.csv');
    const ends = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const mint = ['mint', '--campaign', 'everyday-points', '--points', '300', '--count', '1000'];
    const minted = await run('codes', [...mint, '--ends', ends, '--out', csv]);
    expect(minted.stderr).toBe('');
    expect(minted.status).toBe(0);
    expect(minted.stdout).toMatch(
      /^Minted 1000 codes of 300 points for campaign "everyday-points"/,
    );
    expect(statSync(csv).mode & 0o777).toBe(0o600);
    const codes = readFileSync(csv, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0] as string);
    expect(codes).toHaveLength(1000);
    // The tool says nothing of a code, and the database's files hold none.
    const files = filesUnder(dataDir);
    for (const code of codes) {
      expect(minted.stdout.includes(code)).toBe(false);
      expect(files.includes(code.replaceAll('-', ''))).toBe(false);
      expect(files.includes(code)).toBe(false);
    }
    const overwrite = await run('codes', [...mint, '--out', csv]);
    expect(overwrite.status).toBe(1);
    expect(overwrite.stderr).toContain(
      `--out: ${csv} exists; minted codes never overwrite a file.`,
    );
    expect(readFileSync(csv, 'utf8').split('\n')).toHaveLength(1002);

    // Two members, written while no server holds the database.
    const db = await connectDatabase({ kind: 'pglite', dataDir });
    const members = await db
      .insertInto('users')
      .values(
        [0, 1].map(() => ({
          line_user_id: uniqueLineId(),
          firstname: 'Somchai',
          lastname: 'Jaidee',
          tel: uniqueTel(),
          email: 'member@example.com',
          birth_date: '1990-05-17',
          registered_at: new Date(),
          created_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    await db.destroy();

    const server = await startProductionServer();
    try {
      const config = loadConfig(serverEnv);
      const tokens = await Promise.all(
        members.map((m) => signAccessToken({ config, clock: () => new Date() }, m.id)),
      );
      const enter = async (token: string, code: string) => {
        const form = new FormData();
        form.set('code', code);
        const res = await fetch(`${server.origin}/api/codes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        return { status: res.status, body: await res.json() };
      };
      const [mine, theirs] = tokens as [string, string];
      expect(await enter(mine, 'VIP1000')).toMatchObject({
        status: 404,
        body: { error: { code: 'CODE_UNKNOWN' } },
      });
      const code = codes[0] as string;
      expect(await enter(mine, code.toLowerCase())).toMatchObject({
        status: 200,
        body: { pointsAdded: 300, balance: 300 },
      });
      expect(await enter(theirs, code)).toMatchObject({
        status: 409,
        body: { error: { code: 'CODE_USED' } },
      });
      expect(await enter(mine, code)).toMatchObject({ status: 409 });
    } finally {
      await server.stop();
    }
  }, 300_000);
});
