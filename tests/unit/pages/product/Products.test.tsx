import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../helpers/catalog';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { open } from './fixtures';
import { openImagePreview } from './openImagePreview.mock';

vi.mock('../../../../src/ui/openImagePreview', () => import('./openImagePreview.mock'));

useMockServer();

describe('Products', () => {
  it('shows a grid of products from GET /api/products', async () => {
    server.use(
      reply('get', '/api/products', [
        makeProduct({ id: 1, name: 'Green tea', pointsPerPurchase: 10 }),
        makeProduct({ id: 2, name: 'Oolong', pointsPerPurchase: 15 }),
        makeProduct({ id: 3, name: 'Water', pointsPerPurchase: 1 }),
      ]),
    );
    open();
    expect(screen.getByRole('status', { name: 'Loading products…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Green tea' })).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/products']);
    expect(screen.getByText('Earn 15 pts per purchase')).toBeTruthy();
    expect(screen.getByText('Earn 1 pt per purchase')).toBeTruthy();
    const img = document.querySelector('img');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.getAttribute('decoding')).toBe('async');
  });

  it('opens the image preview when a picture is tapped', async () => {
    server.use(
      reply('get', '/api/products', [makeProduct({ name: 'Green tea', imageUrl: '/g.jpg' })]),
    );
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'View larger picture of Green tea' }),
    );
    expect(openImagePreview).toHaveBeenCalledWith({ src: '/g.jpg', alt: 'Green tea' });
  });

  it('shows the empty state', async () => {
    server.use(reply('get', '/api/products', []));
    open();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeTruthy();
  });

  it('shows an error state with retry and a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/products', 503, 'DOWN', 'Try later'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Try later');
    expect(toasts.messages).toEqual(['Try later']);
    server.use(reply('get', '/api/products', [makeProduct({ name: 'Back again' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    toasts.stop();
  });
});
