import { act, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { dropPageData, startPageData, usePageData } from '../../../src/pages/pageData';
import Products from '../../../src/pages/product/Products';
import { makeProduct } from '../helpers/catalog';
import { renderAt } from '../helpers/render';
import { reply, requests, server, useMockServer } from '../helpers/server';

useMockServer();
afterEach(dropPageData);

const productCalls = () => requests.filter((r) => r.path === '/api/products').length;

/** A page that reads its data by key, as every page does. */
function ProductNames() {
  const { data, reload } = usePageData('products');
  return (
    <div>
      <p data-testid="names">{data?.map((p) => p.name).join(', ') ?? 'loading'}</p>
      <button type="button" onClick={reload}>
        reload
      </button>
    </div>
  );
}

describe('page data, by key', () => {
  // Keyed by the call function, a page that wrapped its call (`() => getProducts()`) missed the
  // answer startup had asked for, and asked the server a second time.
  it('a page asking for its data after startup started it takes that answer: one request', async () => {
    server.use(reply('get', '/api/products', [makeProduct({ name: 'Green tea' })]));
    startPageData('products');
    render(<ProductNames />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Green tea'));
    expect(productCalls()).toBe(1);
  });

  it('is taken once: a reload, or the page opened again, asks the server', async () => {
    server.use(reply('get', '/api/products', [makeProduct({ name: 'Green tea' })]));
    startPageData('products');
    const { unmount } = render(<ProductNames />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Green tea'));
    act(() => screen.getByRole('button', { name: 'reload' }).click());
    await waitFor(() => expect(productCalls()).toBe(2));
    unmount();
    renderAt('/product', [{ path: '/product', component: Products }]);
    await screen.findByRole('heading', { level: 2, name: 'Green tea' });
    expect(productCalls()).toBe(3);
  });

  it('the page itself, opened after startup started its data, asks nothing more', async () => {
    server.use(reply('get', '/api/products', [makeProduct({ name: 'Oolong' })]));
    startPageData('products');
    renderAt('/product', [{ path: '/product', component: Products }]);
    await screen.findByRole('heading', { level: 2, name: 'Oolong' });
    expect(productCalls()).toBe(1);
  });

  it('data dropped before a page took it is asked for again', async () => {
    server.use(reply('get', '/api/products', [makeProduct({ name: 'Water' })]));
    startPageData('products');
    dropPageData();
    render(<ProductNames />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Water'));
    expect(productCalls()).toBe(2);
  });
});
