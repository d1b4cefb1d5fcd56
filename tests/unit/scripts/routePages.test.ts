import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../../scripts/routePages';
import { routePagesOf } from '../../../scripts/routeTable.mjs';
import { routes } from '../../../src/app/routes';

const INDEX = `<html><head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-a1.js">
  </head><body><div id="app"></div></body></html>`;

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as OutputChunk;

/** Runs the plugin's build hooks on the bundle `bundleIn(root)` (a bundle names modules by
 *  absolute path), with the route table `table` in `root`; answers the pages it emitted. */
function build(table: string, bundleIn: (root: string) => OutputBundle) {
  const root = mkdtempSync(join(tmpdir(), 'route-pages-'));
  writeFileSync(join(root, 'routes.ts'), table);
  const plugin = routePages('routes.ts');
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

describe('route pages (scripts/routePages.ts)', () => {
  it('reads every route of the real table, in its order', () => {
    const read = routePagesOf(readFileSync('src/app/routes.ts', 'utf8'));
    expect(read.map((r) => r.path)).toEqual(routes.map((r) => r.path));
    expect(read.find((r) => r.path === '/profile')?.module).toBe('../pages/profile/Profile');
  });

  it('refuses a route it cannot read', () => {
    expect(() => routePagesOf("{ path: '/x', component: Other }")).toThrow(/cannot read/);
  });

  it("writes a page per route of one page, preloading its chunks the index does not, after the index's own", () => {
    const table = `[
      { path: '/', component: page(() => import('./Home')) },
      { path: '/profile', data: 'pointHistory', component: page(() => import('./Profile')) },
      { path: '/redeem/:id', validate: (p) => ok(p.id), component: page(() => import('./Detail')) },
    ]`;
    const emitted = build(table, (root) => ({
      'index.html': indexAsset,
      'assets/app-a1.js': chunk('assets/app-a1.js', [], join(root, 'main.tsx')),
      'assets/Profile-p1.js': chunk(
        'assets/Profile-p1.js',
        ['assets/app-a1.js', 'assets/Header-h1.js'],
        join(root, 'Profile.tsx'),
      ),
      'assets/Header-h1.js': chunk('assets/Header-h1.js', [
        'assets/app-a1.js',
        'assets/text-t1.js',
      ]),
      'assets/text-t1.js': chunk('assets/text-t1.js', []),
      'assets/Detail-d1.js': chunk('assets/Detail-d1.js', [], join(root, 'Detail.tsx')),
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
    const table = "[{ path: '/gone', component: page(() => import('./Gone')) }]";
    expect(() => build(table, () => ({ 'index.html': indexAsset }))).toThrow(
      /no chunk for \.\/Gone/,
    );
  });
});
