import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '../../../../src/state/session';
import { makeCampaignDetail, makeUser } from '../../helpers/catalog';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import {
  campaigns,
  membersRead,
  openCampaignDetail,
  openCampaignList,
  publicRead,
  replyConsentFails,
  replyConsentFirst,
  replyTwoRewards,
  withoutReads,
} from './fixtures';

useMockServer();
asMember({ campaignConsent1: false, campaignConsent2: false });
withoutReads();

describe('CampaignList', () => {
  it('asks for type=campaign and links each to its detail', async () => {
    server.use(reply('get', '/api/campaigns', campaigns));
    openCampaignList();
    const link = await screen.findByRole('link', { name: /Summer Splash/ });
    expect(requests[0]?.path).toBe('/api/campaigns');
    expect(requests[0]?.query.get('type')).toBe('campaign');
    expect(link.getAttribute('href')).toBe('/content/campaignDetail?id=1');
    expect(
      within(screen.getByRole('link', { name: /Winter Warm/ })).getByText('Ended'),
    ).toBeTruthy();
    expect(screen.getAllByText('06/01/26 – 08/31/26')).toHaveLength(2);
  });

  it('links the content pages that are not exclusive', async () => {
    server.use(
      reply('get', '/api/campaigns', []),
      reply('get', '/api/contents', [publicRead, membersRead]),
    );
    openCampaignList();
    const section = await screen.findByRole('region', { name: 'Tips and stories' });
    expect(
      within(section)
        .getByRole('link', { name: 'Five ways to earn points faster' })
        .getAttribute('href'),
    ).toBe('/content/1');
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    server.use(reply('get', '/api/campaigns', []));
    openCampaignList();
    expect(await screen.findByRole('heading', { name: 'No campaigns right now' })).toBeTruthy();
  });

  it('shows an error state and a toast when the backend lacks the call', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/campaigns', 404, 'NOT_FOUND', 'Not here'));
    openCampaignList();
    expect((await screen.findByRole('alert')).textContent).toContain('Not here');
    expect(toasts.messages).toEqual(['Not here']);
    toasts.stop();
  });
});

describe('CampaignDetail', () => {
  it('shows the campaign, its body and its rewards linking to /redeem/{id}', async () => {
    server.use(replyTwoRewards());
    openCampaignDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Splash' })).toBeTruthy();
    expect(screen.getByText('First paragraph.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rewards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tote bag/ }).getAttribute('href')).toBe('/redeem/12');
    expect(screen.getByText('900 pts')).toBeTruthy();
  });

  it('joins at once when no consent is needed', async () => {
    server.use(reply('get', '/api/campaigns/1', makeCampaignDetail({ requiresConsent: false })));
    openCampaignDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Join campaign' }));
    expect(screen.getByText('You have joined. Enter codes to collect points.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the campaign consent first, requires consent1 and sends both answers', async () => {
    server.use(
      replyConsentFirst(),
      reply(
        'put',
        '/api/user/campaign/consent',
        makeUser({ campaignConsent1: true, campaignConsent2: true }),
      ),
    );
    openCampaignDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Join campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you join' });
    const c1 = within(dialog).getByRole('checkbox', { name: /Required/ }) as HTMLInputElement;
    const c2 = within(dialog).getByRole('checkbox', { name: /Optional/ }) as HTMLInputElement;
    expect(c1.checked).toBe(false);
    expect(c2.checked).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and join' }));
    expect(within(dialog).getByText('Please agree to take part in the campaign.')).toBeTruthy();
    expect(c1.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.click(c1);
    await userEvent.click(c2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and join' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/user/campaign/consent');
    expect(put?.headers.get('content-type')).toContain('multipart/form-data');
    expect(put?.form).toEqual({ campaignConsent1: 'true', campaignConsent2: 'true' });
    expect(user.value?.campaignConsent1).toBe(true);
    expect(screen.getByText('You have joined. Enter codes to collect points.')).toBeTruthy();
  });

  it('keeps the answers and shows the server message when saving consent fails', async () => {
    const toasts = collectToasts();
    server.use(replyConsentFirst(), replyConsentFails());
    openCampaignDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Join campaign' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Required/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and join' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not save consent');
    expect(
      (within(dialog).getByRole('checkbox', { name: /Required/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(toasts.messages).toEqual(['Could not save consent']);
    toasts.stop();
  });

  it('shows a member who gave the campaign consent as joined on arrival, after a reload too', async () => {
    // The server's stored consent, not the page's memory, says the member joined.
    user.value = makeUser({ campaignConsent1: true });
    server.use(replyConsentFirst());
    openCampaignDetail();
    expect(await screen.findByText('You have joined. Enter codes to collect points.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter a code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join campaign' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no Join for an ended campaign', async () => {
    server.use(reply('get', '/api/campaigns/1', makeCampaignDetail({ status: 'ended' })));
    openCampaignDetail();
    expect(await screen.findByText('This campaign has ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join campaign' })).toBeNull();
  });

  it('shows not found on 404 without a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/campaigns/1', 404, 'NOT_FOUND', 'No campaign'));
    openCampaignDetail();
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeTruthy();
    expect(toasts.messages).toEqual([]);
    toasts.stop();
  });

  it('shows an error state with retry on 500', async () => {
    server.use(replyError('get', '/api/campaigns/1', 500, 'BOOM', 'Broken'));
    openCampaignDetail();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    server.use(reply('get', '/api/campaigns/1', makeCampaignDetail()));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Splash' })).toBeTruthy();
  });
});
