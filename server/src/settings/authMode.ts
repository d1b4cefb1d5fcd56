import { ConfigError } from './errors.ts';

export type AuthMode = 'mock' | 'line';

/** AUTH_MODE: `line` unless `mock` is asked for by name, and never mock in production (it
 *  accepts any "mock…" ID token). */
export function readAuthMode(env: NodeJS.ProcessEnv, production: boolean): AuthMode {
  const authMode = env.AUTH_MODE?.trim() || 'line';
  if (authMode !== 'mock' && authMode !== 'line') {
    throw new ConfigError(`AUTH_MODE must be "mock" or "line", not "${authMode}".`);
  }
  if (authMode === 'mock' && production) {
    throw new ConfigError(
      'AUTH_MODE=mock is refused when NODE_ENV=production: it accepts any ID token.',
    );
  }
  return authMode;
}
