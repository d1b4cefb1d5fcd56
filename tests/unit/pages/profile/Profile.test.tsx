import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { user } from '../../../../src/state/session';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { sampleUser } from './fixtures';
import { addToHomeScreen, liff } from './liff.mock';
import { onProfile, pointHistory, renderProfile } from './Profile.fixtures';

vi.mock('../../../../src/liff', () => import('./liff.mock'));

useMockServer();

onProfile();

describe('Profile', () => {
  it('shows picture, name, balance, links and the point history with signed deltas', async () => {
    server.use(reply('get', '/api/user/history/point', pointHistory));
    const { container } = renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
    expect(screen.getByText('1,250 pts')).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/p.png'),
    );
    expect(screen.getByRole('link', { name: 'Edit my details' }).getAttribute('href')).toBe(
      '/profile/update',
    );
    expect(screen.getByRole('link', { name: 'Codes I entered' }).getAttribute('href')).toBe(
      '/profile/history/code',
    );
    expect(screen.getByRole('link', { name: 'Rewards I redeemed' }).getAttribute('href')).toBe(
      '/profile/history/redeem',
    );
    const list = await screen.findByRole('list', { name: 'Point history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Coffee voucher');
    expect(rows[0]?.textContent).toContain('−300 pts');
    expect(rows[0]?.textContent).toContain('11/20/26');
    expect(rows[1]?.textContent).toContain('+50 pts');
    expect(rows[1]?.textContent).toContain('11/02/26');
  });

  it('shows a loading skeleton, then the empty state', async () => {
    server.use(reply('get', '/api/user/history/point', []));
    renderProfile();
    expect(screen.getByRole('status', { name: 'Loading history…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No points yet' })).toBeTruthy();
  });

  it('shows an error with retry and toasts the message', async () => {
    const toasts = collectToasts();
    const u = userEvent.setup();
    server.use(replyError('get', '/api/user/history/point', 404, 'NOT_FOUND', 'No history here'));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('No history here'),
    );
    expect(toasts.messages).toEqual(['No history here']);
    server.use(reply('get', '/api/user/history/point', pointHistory));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Coffee voucher')).toBeTruthy();
    toasts.stop();
  });

  it('asks before withdrawing consent, then sends personalInfoConsent=false', async () => {
    const u = userEvent.setup();
    server.use(
      reply('get', '/api/user/history/point', []),
      reply('put', '/api/user/consent', { ...sampleUser, personalInfoConsent: false }),
    );
    renderProfile();
    const toggle = screen.getByRole('switch', { name: 'Use of my personal information' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await u.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your consent?' });
    expect(requests.filter((r) => r.path === '/api/user/consent')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Keep my consent' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await u.click(toggle);
    await u.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const sent = requests.find((r) => r.path === '/api/user/consent');
    expect(sent?.method).toBe('PUT');
    expect(sent?.form).toEqual({ personalInfoConsent: 'false' });
    expect(user.value?.personalInfoConsent).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links a skipped questionnaire so it can be answered later, and not an answered one', async () => {
    server.use(reply('get', '/api/user/history/point', []));
    questionnaireStatus.value = { completed: false, skipped: true };
    const { unmount } = renderProfile();
    expect(
      screen.getByRole('link', { name: 'Answer the questionnaire' }).getAttribute('href'),
    ).toBe('/questionnaire');
    unmount();
    questionnaireStatus.value = { completed: true, skipped: true };
    renderProfile();
    expect(screen.queryByRole('link', { name: 'Answer the questionnaire' })).toBeNull();
    questionnaireStatus.value = null;
  });

  it('shows every consent the member gave and changes each through its own call', async () => {
    const u = userEvent.setup();
    user.value = {
      ...sampleUser,
      marketingConsent: true,
      campaignConsent1: true,
      campaignConsent2: true,
    };
    server.use(
      reply('get', '/api/user/history/point', []),
      reply('put', '/api/user/marketing/consent', { ...user.value, marketingConsent: false }),
      reply('put', '/api/user/campaign/consent', {
        ...user.value,
        marketingConsent: false,
        campaignConsent2: false,
      }),
    );
    renderProfile();
    const marketing = screen.getByRole('switch', { name: 'News, offers and campaigns' });
    const campaign = screen.getByRole('switch', { name: 'Taking part in campaigns' });
    const campaignNews = screen.getByRole('switch', { name: 'Campaign news and offers' });
    for (const toggle of [marketing, campaign, campaignNews])
      expect(toggle.getAttribute('aria-checked')).toBe('true');

    await u.click(marketing);
    await waitFor(() => expect(marketing.getAttribute('aria-checked')).toBe('false'));
    expect(requests.find((r) => r.path === '/api/user/marketing/consent')?.form).toEqual({
      marketingConsent: 'false',
    });
    await u.click(campaignNews);
    await waitFor(() => expect(campaignNews.getAttribute('aria-checked')).toBe('false'));
    expect(requests.find((r) => r.path === '/api/user/campaign/consent')?.form).toEqual({
      campaignConsent1: 'true',
      campaignConsent2: 'false',
    });
    expect(campaign.getAttribute('aria-checked')).toBe('true');
    expect(user.value).toMatchObject({ marketingConsent: false, campaignConsent2: false });
    // Personal information still asks before it is withdrawn; the others did not.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the news switch out when the backend does not report it', async () => {
    server.use(reply('get', '/api/user/history/point', []));
    renderProfile();
    expect(screen.getByRole('switch', { name: 'Taking part in campaigns' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'News, offers and campaigns' })).toBeNull();
  });

  it('gives consent at once, and puts the switch back when saving fails', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    user.value = { ...sampleUser, personalInfoConsent: false };
    server.use(
      reply('get', '/api/user/history/point', []),
      replyError('put', '/api/user/consent', 500, 'SERVER', 'Could not save'),
    );
    renderProfile();
    const toggle = screen.getByRole('switch', { name: 'Use of my personal information' });
    expect(toggle.textContent).toContain('Off');
    await u.click(toggle);
    await waitFor(() => expect(toasts.messages).toContain('Could not save'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(requests.find((r) => r.path === '/api/user/consent')?.form).toEqual({
      personalInfoConsent: 'true',
    });
    toasts.stop();
  });

  it('offers "Add to home screen" where LIFF offers it and toasts a failure', async () => {
    liff.isApiAvailable.mockReturnValue(true);
    const u = userEvent.setup();
    const toasts = collectToasts();
    addToHomeScreen.mockRejectedValueOnce(new Error('Invalid LIFF ID.'));
    server.use(reply('get', '/api/user/history/point', []));
    renderProfile();
    await u.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    await waitFor(() => expect(toasts.messages).toEqual(['Invalid LIFF ID.']));
    expect(addToHomeScreen).toHaveBeenCalledOnce();
    toasts.stop();
  });

  it('hides "Add to home screen" where LIFF does not offer it, in LINE too', async () => {
    liff.isInClient.mockReturnValue(true);
    liff.isApiAvailable.mockReturnValue(false);
    server.use(reply('get', '/api/user/history/point', []));
    renderProfile();
    await screen.findByRole('heading', { name: 'No points yet' });
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });
});
