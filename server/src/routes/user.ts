import { z } from 'zod';
import { formId } from '../../../contract/fields.ts';
import {
  campaignConsentSchema,
  lineProfileSchema,
  marketingConsentSchema,
  personalConsentSchema,
  profileSchema,
  useRewardSchema,
} from '../../../contract/payloads.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith, readForm } from '../http/form.ts';
import { codeHistory } from '../services/codes.ts';
import { pointHistory } from '../services/points.ts';
import { updateProfile } from '../services/profile.ts';
import { useReward } from '../services/redeem.ts';
import { userLoader } from '../services/userLoader.ts';
import { listUserRewards, openReward, redeemHistory } from '../services/userRewards.ts';
import { updateUser } from '../services/users.ts';
import { memberRouter } from './session.ts';

const openQuerySchema = z.object({
  rewardCodeId: formId('This reward code link is not valid. Open the reward from My rewards.'),
});

export function userRoutes(deps: AppDeps) {
  const app = memberRouter(deps);

  const loadUser = userLoader(deps.db);
  app.get('/', async (c) => c.json(await loadUser(c.get('userId'))));

  app.put('/', async (c) => {
    const input = await readForm(c, profileSchema(deps.clock()));
    return c.json(await updateProfile(deps, c.get('userId'), input));
  });

  app.put('/line', async (c) => {
    const input = await readForm(c, lineProfileSchema);
    return c.json(
      await updateUser(deps.db, c.get('userId'), {
        line_display_name: input.lineDisplayName,
        line_picture_url: input.linePictureUrl,
      }),
    );
  });

  app.put('/consent', async (c) => {
    const input = await readForm(c, personalConsentSchema);
    return c.json(
      await updateUser(deps.db, c.get('userId'), {
        personal_info_consent: input.personalInfoConsent,
        personal_info_consent_at: deps.clock(),
      }),
    );
  });

  app.put('/marketing/consent', async (c) => {
    const input = await readForm(c, marketingConsentSchema);
    return c.json(
      await updateUser(deps.db, c.get('userId'), {
        marketing_consent: input.marketingConsent,
        marketing_consent_at: deps.clock(),
      }),
    );
  });

  app.put('/campaign/consent', async (c) => {
    const input = await readForm(c, campaignConsentSchema);
    return c.json(
      await updateUser(deps.db, c.get('userId'), {
        campaign_consent1: input.campaignConsent1,
        campaign_consent2: input.campaignConsent2,
        campaign_consent_at: deps.clock(),
      }),
    );
  });

  app.get('/history/point', async (c) => c.json(await pointHistory(deps.db, c.get('userId'))));
  app.get('/history/redeem', async (c) => c.json(await redeemHistory(deps, c.get('userId'))));
  app.get('/history/code', async (c) => c.json(await codeHistory(deps, c.get('userId'))));

  app.get('/rewards', async (c) => c.json(await listUserRewards(deps, c.get('userId'))));

  app.put('/rewards/use', async (c) => {
    const input = await readForm(c, useRewardSchema);
    return c.json(await useReward(deps, c.get('userId'), input.campaignRewardId));
  });

  app.get('/rewards/open', async (c) => {
    const { rewardCodeId } = parseWith(openQuerySchema, c.req.query());
    return c.json(await openReward(deps, c.get('userId'), rewardCodeId));
  });

  return app;
}
