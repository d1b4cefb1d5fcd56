import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import { filesOf, nextFiles, prefetchModules } from '../../../build/nextFiles';
import { NEXT } from '../../../src/app/next';
import { ROUTE_TABLE } from '../../../src/app/routeTable';

const chunk = (fileName: string, name: string, module: string | null, imports: string[] = []) => ({
  fileName,
  name,
  moduleIds: module ? [module] : [],
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
    {
      ...chunk('assets/calls-6.js', 'calls', null, ['assets/app-2.js']),
      moduleIds: ['/app/src/api/detailCalls.ts', '/app/src/api/calls.ts'],
    },
    chunk('assets/app-2b.js', 'app', '/app/src/pages/home/Home.tsx', ['assets/index-1.js']),
  ].map((c) => [c.fileName, c]),
);

describe("each screen's next files", () => {
  it("a dynamic import's chunk and the chunks it imports, not those always loaded", () => {
    expect(filesOf('src/pages/redeem/Rewards.tsx', chunks)).toEqual([
      'assets/Rewards-3.js',
      'assets/stock-4.js',
      'assets/text-5.js',
    ]);
  });

  it('the chunk of a group (no facade) that holds the module', () => {
    expect(filesOf('src/api/calls.ts', chunks)).toEqual(['assets/calls-6.js']);
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

  it("lists each screen's files once, as URLs under the base, in NEXT's order, and what runs", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', 'index', '/app/src/entry.ts'),
        chunk('assets/app-2.js', 'app', '/app/src/main.tsx', ['assets/index-1.js']),
        chunk('assets/CodeSheet-3.js', 'CodeSheet', '/app/src/pages/code/CodeSheet.tsx', [
          'assets/form-4.js',
        ]),
        chunk('assets/form-4.js', 'form', null, ['assets/app-2.js']),
        chunk('assets/Rewards-5.js', 'Rewards', '/app/src/pages/redeem/Rewards.tsx', [
          'assets/form-4.js',
        ]),
      ].map((c) => [c.fileName, { ...c, type: 'chunk' }]),
    ) as unknown as OutputBundle;
    const { next, run } = nextFiles(bundle, '/liff/');
    expect(next['/']?.slice(0, 3)).toEqual([
      '/liff/assets/CodeSheet-3.js',
      '/liff/assets/form-4.js',
      '/liff/assets/Rewards-5.js',
    ]);
    expect(next['/']).toHaveLength(3);
    // No file of its own for a screen whose next parts are not in this bundle.
    expect(next['/questionnaire']).toBeUndefined();
    // Run at idle: RUN_AT_IDLE's parts in this bundle (no calendar, no calls here), each its own
    // chunk first, then what that one imports.
    expect(run).toEqual({
      'sheet:code': ['/liff/assets/CodeSheet-3.js', '/liff/assets/form-4.js'],
    });
  });
});
