import { Hono } from 'hono';
import { codeSchema } from '../../../contract/payloads.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { readForm } from '../http/form.ts';
import { requireUser } from '../http/session.ts';
import { enterCode } from '../services/codes.ts';

export function codeRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(deps));

  app.post('/', async (c) => {
    const { code } = await readForm(c, codeSchema);
    return c.json(await enterCode(deps, c.get('userId'), code));
  });

  return app;
}
