import type { Context } from 'hono';
import type { z } from 'zod';
import { logErrorSchema, logPageviewSchema, logStateSchema } from '../../../contract/payloads.ts';
import type { LogKind } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { clientIp } from '../http/clientIp.ts';
import { readForm } from '../http/form.ts';
import { logStore } from '../services/logs.ts';
import { optionalUserId, type PublicEnv, publicRouter } from './session.ts';

type LogSchema = typeof logStateSchema | typeof logPageviewSchema | typeof logErrorSchema;

/** Log calls take no token (the app logs before it has one); a token, when sent, keys the limit. */
export function logRoutes(deps: AppDeps) {
  const app = publicRouter();
  const writeLog = logStore(deps);

  const handler = (kind: LogKind, schema: LogSchema) => async (c: Context<PublicEnv>) => {
    const { userId: claimedUserId, ...data } = (await readForm(c, schema)) as z.output<LogSchema>;
    await writeLog({
      kind,
      claimedUserId,
      userId: await optionalUserId(deps, c),
      ip: clientIp(c, deps.config.trustProxy),
      data,
    });
    return c.body(null, 204);
  };

  app.post('/state', handler('state', logStateSchema));
  app.post('/pageview', handler('pageview', logPageviewSchema));
  app.post('/error', handler('error', logErrorSchema));

  return app;
}
