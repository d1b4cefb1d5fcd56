import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps.ts';
import { parseWith } from '../http/form.ts';
import { pathId } from '../http/params.ts';
import { requireUser } from '../http/session.ts';
import {
  getCampaign,
  getContent,
  getHome,
  listCampaigns,
  listContents,
  listProducts,
} from '../services/catalog.ts';

const campaignQuerySchema = z.object({
  type: z
    .enum(['campaign', 'activity', 'exclusive'], {
      error: 'Type must be campaign, activity or exclusive.',
    })
    .optional(),
});

export function catalogRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('/home', requireUser(deps));
  app.use('/campaigns/*', requireUser(deps));
  app.use('/campaigns', requireUser(deps));
  app.use('/contents', requireUser(deps));
  app.use('/contents/*', requireUser(deps));
  app.use('/products', requireUser(deps));

  app.get('/home', async (c) => c.json(await getHome(deps, c.get('userId'))));

  app.get('/campaigns', async (c) => {
    const { type } = parseWith(campaignQuerySchema, c.req.query());
    return c.json(await listCampaigns(deps, c.get('userId'), type));
  });

  app.get('/campaigns/:id', async (c) =>
    c.json(await getCampaign(deps, c.get('userId'), pathId(c.req.param('id')))),
  );

  app.get('/contents', async (c) => c.json(await listContents(deps, c.get('userId'))));

  app.get('/contents/:id', async (c) =>
    c.json(await getContent(deps, c.get('userId'), pathId(c.req.param('id')))),
  );

  app.get('/products', async (c) => c.json(await listProducts(deps)));

  return app;
}
