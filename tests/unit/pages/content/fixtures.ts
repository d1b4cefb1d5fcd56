import { beforeEach } from 'vitest';
import CampaignDetail from '../../../../src/pages/content/CampaignDetail';
import CampaignList from '../../../../src/pages/content/CampaignList';
import ContentItem from '../../../../src/pages/content/ContentItem';
import Exclusive from '../../../../src/pages/content/Exclusive';
import { makeCampaign, makeCampaignDetail, makeContent, makeReward } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { reply, replyError, server } from '../../helpers/server';

/** What the content pages' English and Thai tests open and what the server answers them. */

export const openCampaignList = () =>
  renderAt('/content/campaign', [{ path: '/content/campaign', component: CampaignList }]);

export const openCampaignDetail = (url = '/content/campaignDetail?id=1') =>
  renderAt(url, [{ path: '/content/campaignDetail', component: CampaignDetail }]);

export const openExclusive = () =>
  renderAt('/content/Exclusive', [{ path: '/content/Exclusive', component: Exclusive }]);

export const openContentItem = (id = '3') =>
  renderAt(`/content/${id}`, [{ path: '/content/:id', component: ContentItem }]);

/** GET /api/contents answers no reads in every test of the file, unless a test says otherwise. */
export function withoutReads(): void {
  beforeEach(() => {
    server.use(reply('get', '/api/contents', []));
  });
}

export const campaigns = [
  makeCampaign({ id: 1, title: 'Summer Splash' }),
  makeCampaign({ id: 2, title: 'Winter Warm', status: 'ended' }),
];

export const vipNight = makeCampaign({ id: 4, type: 'exclusive', title: 'VIP night' });
export const publicRead = makeContent({ id: 1, title: 'Five ways to earn points faster' });
export const membersRead = makeContent({ id: 3, title: 'Behind the scenes', exclusive: true });

/** GET /api/campaigns/1 answering Summer Splash with two rewards, the second 900 points. */
export const replyTwoRewards = () =>
  reply(
    'get',
    '/api/campaigns/1',
    makeCampaignDetail({
      rewards: [
        makeReward({ id: 11, title: 'Free coffee' }),
        makeReward({ id: 12, title: 'Tote bag', pointsCost: 900 }),
      ],
    }),
  );

/** GET /api/campaigns/1 answering a campaign that asks for the campaign consent to join. */
export const replyConsentFirst = () =>
  reply('get', '/api/campaigns/1', makeCampaignDetail({ requiresConsent: true }));

/** PUT /api/user/campaign/consent failing with 400. */
export const replyConsentFails = () =>
  replyError('put', '/api/user/campaign/consent', 400, 'BAD', 'Could not save consent');
