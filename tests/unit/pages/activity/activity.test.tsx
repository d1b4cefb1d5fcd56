import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/ui/format';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import {
  activities,
  fromNow,
  funRun,
  openActivityDetail,
  openActivityList,
  openComingSoon,
  replyActivity,
  replyComingSoon,
  replyEnded,
} from './fixtures';

useMockServer();
asMember();

describe('ActivityList', () => {
  it('asks for activities and lists them with status badges and links', async () => {
    server.use(reply('get', '/api/campaigns', activities));
    openActivityList();
    expect(screen.getByRole('status', { name: 'Loading activities…' })).toBeTruthy();
    await screen.findByText('Running club');
    const items = screen.getAllByRole('listitem');
    expect(requests[0]?.query.get('type')).toBe('activity');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Active')).toBeTruthy();
    expect(within(items[1]!).getByText('Coming soon')).toBeTruthy();
    expect(within(items[2]!).getByText('Ended')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/activity/activityDetail?id=1',
    );
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe(
      '/activity/comingSoon?id=2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeTruthy();
  });

  it('shows an empty state', async () => {
    server.use(reply('get', '/api/campaigns', []));
    openActivityList();
    expect(await screen.findByRole('heading', { name: 'No activities right now' })).toBeTruthy();
  });

  it('shows an error state with a toast and retries', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/campaigns', 500, 'BOOM', 'Server broke'));
    openActivityList();
    expect((await screen.findByRole('alert')).textContent).toContain('Server broke');
    expect(toasts.messages).toEqual(['Server broke']);
    server.use(reply('get', '/api/campaigns', activities));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Running club')).toBeTruthy();
    toasts.stop();
  });
});

describe('ActivityDetail', () => {
  it('shows the activity from GET /api/campaigns/{id}', async () => {
    server.use(replyActivity(funRun));
    openActivityDetail('/activity/activityDetail?id=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fun run' })).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/campaigns/4');
    expect(screen.getByText('Para one.').tagName).toBe('P');
    expect(screen.getByText('Para two.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Free coffee/ }).getAttribute('href')).toBe(
      '/redeem/11',
    );
  });

  it('links a coming-soon activity to its countdown', async () => {
    server.use(replyActivity({ status: 'comingSoon' }));
    openActivityDetail('/activity/activityDetail?id=4');
    const link = await screen.findByRole('link', { name: 'See the countdown' });
    expect(link.getAttribute('href')).toBe('/activity/comingSoon?id=4');
  });

  it('shows not found for 404 and for a missing id', async () => {
    server.use(replyError('get', '/api/campaigns/4', 404, 'NOT_FOUND', 'Nope'));
    openActivityDetail('/activity/activityDetail?id=4');
    expect(await screen.findByRole('heading', { name: 'Activity not found' })).toBeTruthy();
    expect(
      screen.getByText('This activity does not exist or is no longer available.'),
    ).toBeTruthy();
  });

  it('speaks of the activity, not a campaign, when joining and once it has ended', async () => {
    server.use(replyActivity({ requiresConsent: true }), replyEnded());
    const { unmount } = openActivityDetail('/activity/activityDetail?id=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Join activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you join' });
    expect(within(dialog).getByText('This activity needs your consent to take part.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agree and join' }));
    expect(within(dialog).getByText('Please agree to take part in the activity.')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/this campaign/i);
    unmount();
    openActivityDetail('/activity/activityDetail?id=5');
    expect(await screen.findByText('This activity has ended.')).toBeTruthy();
    expect(screen.getByText('This activity has no rewards to redeem.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/campaign/i);
  });

  it('shows not found without calling when the id is missing', () => {
    openActivityDetail('/activity/activityDetail');
    expect(screen.getByRole('heading', { name: 'Activity not found' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});

describe('ComingSoon', () => {
  it('shows the start date and a countdown with an accessible summary', async () => {
    const startsAt = fromNow({ days: 2, hours: 3, minutes: 4, seconds: 30 });
    server.use(replyComingSoon(startsAt, { title: 'Lantern night' }));
    openComingSoon();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern night' })).toBeTruthy();
    expect(screen.getByText(`Starts on ${formatDate(startsAt)}`)).toBeTruthy();
    expect(formatDate(startsAt)).toMatch(/^\d\d\/\d\d\/\d\d$/);
    const region = screen.getByRole('region', { name: 'Time until it starts' });
    const live = within(region).getByText(/Starts in/);
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Starts in 2 days, 3 hours and 4 minutes.');
  });

  it('turns into "started" when the countdown reaches zero', async () => {
    server.use(replyComingSoon(fromNow({ seconds: 1.5 })));
    openComingSoon();
    expect(await screen.findByText('It has started!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the activity' }).getAttribute('href')).toBe(
      '/activity/activityDetail?id=8',
    );
  });

  it('shows an error state with retry', async () => {
    server.use(replyError('get', '/api/campaigns/8', 500, 'BOOM', 'Broken'));
    openComingSoon();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
