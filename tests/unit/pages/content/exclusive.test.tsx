import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { user } from '../../../../src/state/session';
import { makeContent, makeUser } from '../../helpers/catalog';
import { signOutAfterEach } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import {
  heldReply,
  reply,
  replyError,
  requests,
  server,
  useMockServer,
} from '../../helpers/server';
import {
  membersRead,
  openContentItem,
  openExclusive,
  publicRead,
  vipNight,
  withoutReads,
} from './fixtures';

useMockServer();
withoutReads();
signOutAfterEach();

describe('Exclusive', () => {
  it('lists exclusive campaigns for a registered member', async () => {
    user.value = makeUser({ registered: true });
    server.use(reply('get', '/api/campaigns', [vipNight]));
    server.use(reply('get', '/api/contents', [publicRead, membersRead]));
    openExclusive();
    expect(await screen.findByRole('link', { name: /VIP night/ })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/campaigns')?.query.get('type')).toBe('exclusive');
    const reads = await screen.findByRole('region', { name: 'Members-only reads' });
    expect(reads.querySelector('a')?.getAttribute('href')).toBe('/content/3');
    expect(reads.querySelectorAll('a')).toHaveLength(1);
  });

  it('draws the reads below the list once its cards are in: nothing moves them down (layout shift)', async () => {
    user.value = makeUser({ registered: true });
    const campaigns = heldReply('get', '/api/campaigns', [vipNight]);
    server.use(reply('get', '/api/contents', [publicRead, membersRead]));
    openExclusive();
    // The reads have come, the campaigns not: the reads wait.
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/contents'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Members-only reads' })).toBeNull();
    campaigns.answer();
    expect(await screen.findByRole('region', { name: 'Members-only reads' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /VIP night/ })).toBeTruthy();
  });

  it('tells a visitor who has not registered why, with a link to /register, without calling', () => {
    user.value = makeUser({ registered: false });
    openExclusive();
    expect(screen.getByRole('heading', { name: 'For members only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(requests).toHaveLength(0);
  });

  it('explains a 403 MEMBERS_ONLY answer', async () => {
    const toasts = collectToasts();
    user.value = makeUser({ registered: true });
    server.use(replyError('get', '/api/campaigns', 403, 'MEMBERS_ONLY', 'Members only'));
    openExclusive();
    expect(await screen.findByRole('heading', { name: 'For members only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' })).toBeTruthy();
    expect(toasts.messages).toEqual([]);
    toasts.stop();
  });

  it('shows the empty state', async () => {
    user.value = makeUser();
    server.use(reply('get', '/api/campaigns', []));
    openExclusive();
    expect(await screen.findByRole('heading', { name: 'No exclusive content yet' })).toBeTruthy();
  });

  it('shows an error state with retry', async () => {
    user.value = makeUser();
    server.use(replyError('get', '/api/campaigns', 500, 'BOOM', 'Broken'));
    openExclusive();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ContentItem', () => {
  it('shows the title and the body as plain-text paragraphs', async () => {
    user.value = makeUser();
    server.use(
      reply(
        'get',
        '/api/contents/3',
        makeContent({ body: 'One <b>bold</b>.\n\nTwo.\nStill two.' }),
      ),
    );
    openContentItem();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to collect points' }),
    ).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/contents/3');
    const first = screen.getByText('One <b>bold</b>.');
    expect(first.tagName).toBe('P');
    expect(first.querySelector('b')).toBeNull();
    expect(screen.getByText(/Two\.\s+Still two\./).tagName).toBe('P');
  });

  it('shows the members-only message on 403', async () => {
    server.use(replyError('get', '/api/contents/3', 403, 'MEMBERS_ONLY', 'Register to read this.'));
    openContentItem();
    expect(await screen.findByRole('heading', { name: 'For members only' })).toBeTruthy();
    expect(screen.getByText('Register to read this.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('shows the not-found state on 404', async () => {
    server.use(replyError('get', '/api/contents/3', 404, 'NOT_FOUND', 'Gone'));
    openContentItem();
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeTruthy();
  });

  it('shows an error state with retry on 500', async () => {
    server.use(replyError('get', '/api/contents/3', 500, 'BOOM', 'Broken'));
    openContentItem();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
