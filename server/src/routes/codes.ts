import { codeSchema } from '../../../contract/payloads.ts';
import type { AppDeps } from '../deps.ts';
import { readForm } from '../http/form.ts';
import { enterCode } from '../services/codes.ts';
import { memberRouter } from './session.ts';

export function codeRoutes(deps: AppDeps) {
  const app = memberRouter(deps);

  app.post('/', async (c) => {
    const { code } = await readForm(c, codeSchema);
    return c.json(await enterCode(deps, c.get('userId'), code));
  });

  return app;
}
