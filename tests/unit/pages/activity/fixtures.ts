import type { CampaignDetail } from '../../../../contract/wire';
import ActivityDetail from '../../../../src/pages/activity/ActivityDetail';
import ActivityList from '../../../../src/pages/activity/ActivityList';
import ComingSoon from '../../../../src/pages/activity/ComingSoon';
import { makeCampaign, makeCampaignDetail } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { reply } from '../../helpers/server';

/** What the activity pages' English and Thai tests open and what the server answers them. */

export const activities = [
  makeCampaign({ id: 1, type: 'activity', title: 'Running club', status: 'active' }),
  makeCampaign({ id: 2, type: 'activity', title: 'Night market', status: 'comingSoon' }),
  makeCampaign({ id: 3, type: 'activity', title: 'Old fair', status: 'ended' }),
];

export const openActivityList = () =>
  renderAt('/activity', [{ path: '/activity', component: ActivityList }]);

export const openActivityDetail = (url = '/activity/activityDetail?id=4') =>
  renderAt(url, [{ path: '/activity/activityDetail', component: ActivityDetail }]);

export const openComingSoon = (id = 8) =>
  renderAt(`/activity/comingSoon?id=${id}`, [
    { path: '/activity/comingSoon', component: ComingSoon },
  ]);

/** Activity 4's title and its body of two paragraphs. */
export const funRun = { title: 'Fun run', body: 'Para one.\n\nPara two.' };

/** GET /api/campaigns/4 answering activity 4. */
export const replyActivity = (over: Partial<CampaignDetail> = {}) =>
  reply('get', '/api/campaigns/4', makeCampaignDetail({ id: 4, type: 'activity', ...over }));

/** GET /api/campaigns/5 answering a campaign that has ended, with no rewards. */
export const replyEnded = () =>
  reply('get', '/api/campaigns/5', makeCampaignDetail({ id: 5, status: 'ended', rewards: [] }));

/** GET /api/campaigns/8 answering a campaign coming soon that starts at `startsAt`. */
export const replyComingSoon = (startsAt: string, over: Partial<CampaignDetail> = {}) =>
  reply(
    'get',
    '/api/campaigns/8',
    makeCampaignDetail({ id: 8, startsAt, status: 'comingSoon', ...over }),
  );

/** The ISO time that long from now. */
export const fromNow = ({ days = 0, hours = 0, minutes = 0, seconds = 0 }) =>
  new Date(Date.now() + (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000).toISOString();
