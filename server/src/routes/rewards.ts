import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MESSAGE } from '../../../contract/payloads.ts';
import type { AppDeps } from '../deps.ts';
import { validationError } from '../http/errors.ts';
import { pathId } from '../http/params.ts';
import { redeem } from '../services/redeem.ts';
import { getReward, listRewards } from '../services/rewards.ts';
import { memberRouter } from './session.ts';

export function rewardRoutes(deps: AppDeps) {
  const app = memberRouter(deps);

  app.get('/', async (c) => c.json(await listRewards(deps.db)));

  app.get('/:id', async (c) =>
    c.json(await getReward(deps.db, pathId(c.req.param('id')), c.get('userId'))),
  );

  app.post('/:id/redeem', async (c) => {
    const rewardId = pathId(c.req.param('id'));
    const key = c.req.header('idempotency-key') ?? '';
    if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw validationError('Idempotency-Key', IDEMPOTENCY_KEY_MESSAGE);
    }
    return c.json(await redeem(deps, c.get('userId'), rewardId, key));
  });

  return app;
}
