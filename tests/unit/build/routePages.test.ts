import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../../build/routePages';
import { loaders, routes } from '../../../src/app/routes';
import { ROUTE_PAGES, ROUTE_TABLE } from '../../../src/app/routeTable';

const INDEX = `<html><head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-a1.js">
  </head><body><div id="app"></div></body></html>`;

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as OutputChunk;

/** Runs the plugin's build hooks on the bundle `bundleIn(root)` (a bundle names modules by
 *  absolute path), with the route table `table` and its pages in `root`; answers the pages it
 *  emitted. */
function build(table: Record<string, string>, bundleIn: (root: string) => OutputBundle) {
  const root = '/project';
  const plugin = routePages(table, 'pages');
  const emitted = new Map<string, string>();
  (plugin.configResolved as (c: object) => void)({ base: '/', root });
  (plugin.generateBundle as (this: object, o: object, b: OutputBundle) => void).call(
    {
      emitFile: (file: { fileName: string; source: string }) =>
        emitted.set(file.fileName, file.source),
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundleIn(root),
  );
  return emitted;
}

const indexAsset = { type: 'asset', fileName: 'index.html', source: INDEX } as OutputAsset;

describe('route pages (build/routePages.ts)', () => {
  it('the app routes the table the build reads, in its order', () => {
    expect(routes.map((r) => r.path)).toEqual(ROUTE_TABLE.map((r) => r.path));
    expect(Object.keys(ROUTE_PAGES)).toEqual(ROUTE_TABLE.map((r) => r.path));
    expect(routes.find((r) => r.path === '/redeem/:id')?.validate?.({ id: '0' })).toBe(false);
    expect(routes.find((r) => r.path === '/redeem/:id')?.validate?.({ id: '12' })).toBe(true);
  });

  it('each route loads the page ROUTE_PAGES names, the module the build preloads', async () => {
    for (const [i, { path }] of ROUTE_TABLE.entries()) {
      const page = ROUTE_PAGES[path];
      const file = ['.tsx', '.ts'].map((ext) => resolve('src/pages', page + ext)).find(existsSync);
      expect(file, path).toBeDefined();
      expect(await loaders[i]?.(), path).toBe(await import(/* @vite-ignore */ file!));
    }
  });

  it("writes a page per route of one page, preloading its chunks the index does not, after the index's own", () => {
    const table = { '/': 'Home', '/profile': 'Profile', '/redeem/:id': 'Detail' };
    const emitted = build(table, (root) => ({
      'index.html': indexAsset,
      'assets/app-a1.js': chunk('assets/app-a1.js', [], join(root, 'pages', 'main.tsx')),
      'assets/Profile-p1.js': chunk(
        'assets/Profile-p1.js',
        ['assets/app-a1.js', 'assets/Header-h1.js'],
        join(root, 'pages', 'Profile.tsx'),
      ),
      'assets/Header-h1.js': chunk('assets/Header-h1.js', [
        'assets/app-a1.js',
        'assets/text-t1.js',
      ]),
      'assets/text-t1.js': chunk('assets/text-t1.js', []),
      'assets/Detail-d1.js': chunk('assets/Detail-d1.js', [], join(root, 'pages', 'Detail.tsx')),
    }));

    expect([...emitted.keys()]).toEqual(['profile/index.html']);
    const html = emitted.get('profile/index.html') ?? '';
    const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      '/assets/app-a1.js',
      '/assets/Profile-p1.js',
      '/assets/Header-h1.js',
      '/assets/text-t1.js',
    ]);
    expect(html).toContain('<div id="app"></div>');
  });

  it('fails the build when a route names a page no chunk holds', () => {
    const table = { '/gone': 'Gone' };
    expect(() => build(table, () => ({ 'index.html': indexAsset }))).toThrow(/no chunk for Gone/);
  });
});
