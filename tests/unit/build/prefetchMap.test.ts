import { describe, expect, it } from 'vitest';
import { filesOf, prefetchModules } from '../../../build/prefetchMap';
import { ROUTE_TABLE } from '../../../src/app/routeTable';
import { NEXT } from '../../../src/platform/prefetch';

const chunk = (fileName: string, name: string, facade: string | null, imports: string[] = []) => ({
  fileName,
  name,
  facadeModuleId: facade,
  imports,
  isEntry: name === 'index',
});

const chunks = Object.fromEntries(
  [
    chunk('assets/index-1.js', 'index', '/app/src/entry.ts'),
    chunk('assets/app-2.js', 'app', null, ['assets/index-1.js']),
    chunk('assets/Rewards-3.js', 'Rewards', '/app/src/pages/redeem/Rewards.tsx', [
      'assets/app-2.js',
      'assets/stock-4.js',
    ]),
    chunk('assets/stock-4.js', 'stock', null, ['assets/text-5.js', 'assets/app-2.js']),
    chunk('assets/text-5.js', 'text', null, ['assets/index-1.js']),
    chunk('assets/app-2b.js', 'app', '/app/src/pages/home/Home.tsx', ['assets/index-1.js']),
  ].map((c) => [c.fileName, c]),
);

describe('the prefetch map', () => {
  it("a dynamic import's chunk and the chunks it imports, not those always loaded", () => {
    expect(filesOf('src/pages/redeem/Rewards.tsx', chunks)).toEqual([
      'assets/Rewards-3.js',
      'assets/stock-4.js',
      'assets/text-5.js',
    ]);
  });

  it('nothing for a module in the entry or the app chunk, or not in the build', () => {
    expect(filesOf('src/pages/home/Home.tsx', chunks)).toEqual([]);
    expect(filesOf('src/pages/nowhere.tsx', chunks)).toEqual([]);
  });

  it("names every route of the table and every name NEXT's lists use", () => {
    const names = Object.keys(prefetchModules());
    for (const route of ROUTE_TABLE) expect(names).toContain(route.path);
    for (const [screen, next] of Object.entries(NEXT)) {
      expect(names, screen).toContain(screen);
      for (const name of next) expect(names, `${screen} → ${name}`).toContain(name);
    }
  });
});
