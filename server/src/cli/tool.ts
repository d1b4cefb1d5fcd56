import { connectDatabase, targetFromConfig } from '../db/connect.ts';
import { DataDirInUse } from '../db/dataDirLock.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { readDataSettings } from '../settings/dataSettings.ts';
import { ConfigError } from '../settings/errors.ts';

/** What was asked cannot be done as asked: the message says why, then the usage follows. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool. What stops it (a setting, DATA_DIR open in another process, a bad
 * option) is one line; any stop is exit code 1.
 */
export function runTool(usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else if (error instanceof DataDirInUse) console.error(error.message);
    else if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else console.error(error);
    process.exitCode = 1;
  });
}

/**
 * The server's database (DATABASE_URL, else PGlite in DATA_DIR), migrated as a server start
 * migrates it, never seeded, and the key the server hashes points codes with.
 */
export async function openData(env: NodeJS.ProcessEnv = process.env) {
  const settings = readDataSettings(env);
  for (const warning of settings.warnings) console.warn(`Warning: ${warning}`);
  const db = await connectDatabase(targetFromConfig(settings));
  try {
    await prepareDatabase(db, new Date(), { seedDemo: false, codeKey: settings.codeKey });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, codeKey: settings.codeKey };
}
