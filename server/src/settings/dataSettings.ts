import { readAuthMode } from './authMode.ts';
import { parseEnvironment } from './environment.ts';
import { ConfigError } from './errors.ts';
import { pointsCodeKey, readCodeSecret, readJwtSecret } from './secrets.ts';

/** Where the data is: PostgreSQL at DATABASE_URL, else PGlite's files in DATA_DIR. */
export function readDatabase(env: NodeJS.ProcessEnv) {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.DATA_DIR?.trim() || './.data',
  };
}

/** What the command-line tools need: the database, and the key points codes are hashed with. */
export interface DataSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  codeKey: Buffer;
  /** What would be refused in production (a weak secret), to print before working. */
  warnings: string[];
}

/**
 * The settings the command-line tools read, by the server's own rules (settings/secrets.ts), so a
 * code minted here is the code the server looks up; none of the server's other settings (LINE,
 * SMS, ports) are needed.
 */
export function readDataSettings(env: NodeJS.ProcessEnv = process.env): DataSettings {
  const production = parseEnvironment(env.NODE_ENV) === 'production';
  const warnings: string[] = [];
  const secret =
    readCodeSecret(env, production, warnings) ?? jwtSecretForCodes(env, production, warnings);
  return { ...readDatabase(env), codeKey: pointsCodeKey(secret), warnings };
}

function jwtSecretForCodes(env: NodeJS.ProcessEnv, production: boolean, warnings: string[]) {
  const authMode = readAuthMode(env, production);
  if (env.JWT_SECRET === undefined && authMode === 'line') {
    throw new ConfigError(
      'Set CODE_SECRET, or JWT_SECRET when CODE_SECRET is unset, as the server has it: points codes are keyed by that secret.',
    );
  }
  return readJwtSecret(env, authMode, production, warnings);
}
