import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadHelperSource } from '../../../build/preloadHelper';

type Preload = <M>(load: () => Promise<M>, deps?: string[]) => Promise<M>;

/** The helper module, run as the built app runs it (one module instance, its own `seen`). */
const helper = (base: string): Preload =>
  new Function(`${preloadHelperSource(base).replace(/^export /m, '')}\nreturn __vitePreload;`)();

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe('the dynamic-import preload helper (build/preloadHelper.ts)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adds a modulepreload link for each of the page's chunks under the base, then imports the page", async () => {
    const preload = helper('/app/');
    const page = { default: 'Rewards' };
    const load = vi.fn(() => Promise.resolve(page));
    await expect(preload(load, ['assets/stock-3c9a.js', 'assets/text-sxCT.js'])).resolves.toBe(
      page,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([
      { href: '/app/assets/stock-3c9a.js', crossOrigin: '' },
      { href: '/app/assets/text-sxCT.js', crossOrigin: '' },
    ]);
  });

  it('preloads a chunk shared by two pages once', async () => {
    const preload = helper('/');
    await preload(() => Promise.resolve(1), ['assets/text-sxCT.js', 'assets/stock-3c9a.js']);
    await preload(() => Promise.resolve(2), ['assets/text-sxCT.js', 'assets/Modal-BWSx.js']);
    expect(preloads().map((p) => p.href)).toEqual([
      '/assets/text-sxCT.js',
      '/assets/stock-3c9a.js',
      '/assets/Modal-BWSx.js',
    ]);
  });

  it('imports a page without shared chunks, and passes a failed import on (chunkReload handles it)', async () => {
    const preload = helper('/');
    await expect(preload(() => Promise.resolve('page'))).resolves.toBe('page');
    const gone = new TypeError('Failed to fetch dynamically imported module');
    await expect(preload(() => Promise.reject(gone), [])).rejects.toBe(gone);
    expect(preloads()).toEqual([]);
  });
});
