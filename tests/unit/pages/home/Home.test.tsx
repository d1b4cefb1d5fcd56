import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialSlide } from '../../../../src/pages/shared/initialSlide';
import { lineProfile } from '../../../../src/state/session';
import { makeCampaign } from '../../helpers/catalog';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { atHomeAsNok, highlights, open, pictureSources } from './fixtures';

useMockServer();
atHomeAsNok({ lineDisplayName: 'Backend name' });

const banners = [
  makeCampaign({ id: 5, title: 'Banner five', imageUrl: 'https://example.com/b5.jpg' }),
  makeCampaign({
    id: 6,
    title: 'Banner six',
    type: 'activity',
    status: 'comingSoon',
    imageUrl: 'https://example.com/b6.jpg',
  }),
  makeCampaign({ id: 9, title: 'Banner nine', imageUrl: 'https://example.com/b9.jpg' }),
];

const current = () =>
  screen.getAllByRole('button', { name: /Show slide/ }).find((b) => b.getAttribute('aria-current'));

describe('Home', () => {
  it('shows the LINE picture and name and the point balance', async () => {
    server.use(reply('get', '/api/home', { banners: [], highlights }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Nok' })).toBeTruthy();
    expect(screen.getByText('1,234 pts')).toBeTruthy();
    await screen.findByText('Highlight one');
    expect(screen.getByRole('img', { name: 'Your LINE picture' }).getAttribute('src')).toBe(
      'https://example.com/p.png',
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/home']);
  });

  for (const event of ['load', 'error'] as const) {
    it(`asks for the other pictures once the first banner's has ${event === 'load' ? 'loaded' : 'failed'}`, async () => {
      server.use(reply('get', '/api/home', { banners, highlights }));
      const { container } = open();
      const sources = () => pictureSources(container);
      await screen.findByText('Highlight one');
      // While the feed loaded and now: only the starting slide's picture has a source.
      expect(sources()).toEqual(['https://example.com/b5.jpg']);
      expect(screen.queryByRole('img', { name: 'Your LINE picture' })).toBeNull();

      fireEvent[event](container.querySelector('img[src="https://example.com/b5.jpg"]')!);
      expect(
        (await screen.findByRole('img', { name: 'Your LINE picture' })).getAttribute('src'),
      ).toBe('https://example.com/p.png');
      expect(sources()).toEqual(
        expect.arrayContaining([
          'https://example.com/b6.jpg',
          'https://example.com/b9.jpg',
          'https://example.com/h20.jpg',
        ]),
      );
    });
  }

  it('falls back to the backend user name without a LINE profile', () => {
    lineProfile.value = null;
    server.use(reply('get', '/api/home', { banners: [], highlights: [] }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Backend name' })).toBeTruthy();
  });

  it('renders banners as a carousel with named slides, dots and prev/next', async () => {
    server.use(reply('get', '/api/home', { banners, highlights }));
    open();
    const carousel = await screen.findByRole('region', { name: 'Featured campaigns' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(current()?.getAttribute('aria-label')).toBe('Show slide 1 of 3');
    const prev = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()?.getAttribute('aria-label')).toBe('Show slide 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(current()?.getAttribute('aria-label')).toBe('Show slide 3 of 3');
    expect((screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Slide links lead to the campaign's page (a coming-soon activity to its countdown).
    const links = within(carousel).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/content/campaignDetail?id=5',
      '/activity/comingSoon?id=6',
      '/content/campaignDetail?id=9',
    ]);
  });

  it('keeps a slide chosen right after the carousel appears', async () => {
    server.use(reply('get', '/api/home', { banners, highlights }));
    open();
    await screen.findByRole('region', { name: 'Featured campaigns' });
    // A tap in the same frame the banners arrive: nothing scheduled after paint may undo it.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await new Promise((done) => setTimeout(done, 150));
    expect(current()?.getAttribute('aria-label')).toBe('Show slide 2 of 3');
  });

  it('starts at the banner whose campaign id is stored under "carousel"', async () => {
    localStorage.setItem('carousel', '9');
    server.use(reply('get', '/api/home', { banners, highlights }));
    open();
    await screen.findByRole('region', { name: 'Featured campaigns' });
    expect(current()?.getAttribute('aria-label')).toBe('Show slide 3 of 3');
  });

  it('reads a stored value that is no banner id as a 0-based index', () => {
    expect(initialSlide(banners, '1')).toBe(1);
    expect(initialSlide(banners, '6')).toBe(1);
    expect(initialSlide(banners, '42')).toBe(0);
    expect(initialSlide(banners, 'abc')).toBe(0);
    expect(initialSlide(banners, null)).toBe(0);
  });

  it('lists highlights and shortcuts', async () => {
    server.use(reply('get', '/api/home', { banners, highlights }));
    open();
    const link = await screen.findByRole('link', { name: /Highlight one/ });
    expect(link.getAttribute('href')).toBe('/content/campaignDetail?id=20');
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/redeem', '/redeem/myRewards', '/activity']));
    expect(within(nav).getByRole('button', { name: 'Enter a code' })).toBeTruthy();
  });

  it('shows an empty state when there are no highlights', async () => {
    server.use(reply('get', '/api/home', { banners: [], highlights: [] }));
    open();
    expect(await screen.findByRole('heading', { name: 'Nothing new right now' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured campaigns' })).toBeNull();
  });

  it('shows an error state with retry and a toast when the feed fails; shortcuts still work', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/home', 404, 'NOT_FOUND', 'No such call'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('No such call');
    expect(toasts.messages).toEqual(['No such call']);
    expect(screen.getByRole('link', { name: /Rewards/ })).toBeTruthy();
    server.use(reply('get', '/api/home', { banners, highlights }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Highlight one')).toBeTruthy();
    toasts.stop();
  });

  it('opens the code sheet from the shortcut', async () => {
    server.use(reply('get', '/api/home', { banners: [], highlights: [] }));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Enter a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a code' });
    // Escape closes it once focus is in it, which is after its first paint.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
