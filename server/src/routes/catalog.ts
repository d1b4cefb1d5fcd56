import { z } from 'zod';
import { CAMPAIGN_TYPES } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http/form.ts';
import { pathId } from '../http/params.ts';
import {
  getCampaign,
  getContent,
  getHome,
  listCampaigns,
  listContents,
  listProducts,
} from '../services/catalog.ts';
import { memberRouter } from './session.ts';

const campaignQuerySchema = z.object({
  type: z
    .enum(CAMPAIGN_TYPES, {
      error: 'Type must be campaign, activity or exclusive.',
    })
    .optional(),
});

export function homeRoutes(deps: AppDeps) {
  const app = memberRouter(deps);
  app.get('/', async (c) => c.json(await getHome(deps, c.get('userId'))));
  return app;
}

export function campaignRoutes(deps: AppDeps) {
  const app = memberRouter(deps);

  app.get('/', async (c) => {
    const { type } = parseWith(campaignQuerySchema, c.req.query());
    return c.json(await listCampaigns(deps, c.get('userId'), type));
  });

  app.get('/:id', async (c) =>
    c.json(await getCampaign(deps, c.get('userId'), pathId(c.req.param('id')))),
  );

  return app;
}

export function contentRoutes(deps: AppDeps) {
  const app = memberRouter(deps);

  app.get('/', async (c) => c.json(await listContents(deps, c.get('userId'))));

  app.get('/:id', async (c) =>
    c.json(await getContent(deps, c.get('userId'), pathId(c.req.param('id')))),
  );

  return app;
}

export function productRoutes(deps: AppDeps) {
  const app = memberRouter(deps);
  app.get('/', async (c) => c.json(await listProducts(deps)));
  return app;
}
