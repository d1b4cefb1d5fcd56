import { ConfigError } from './errors.ts';

export type Environment = 'production' | 'development' | 'test';

/**
 * NODE_ENV, read so that no spelling of production slips through as development: `production`
 * and `prod` in any case are production; unset, `development`/`dev` and `test` are not; anything
 * else (a typo) refuses to start rather than guess.
 */
export function parseEnvironment(value: string | undefined): Environment {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'production' || text === 'prod') return 'production';
  if (text === '' || text === 'development' || text === 'dev') return 'development';
  if (text === 'test') return 'test';
  throw new ConfigError(
    `NODE_ENV must be production, development or test, not "${value}": a misspelt production would run unsafe defaults.`,
  );
}
