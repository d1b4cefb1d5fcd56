import { describe, expect, it } from 'vitest';
import { appWithFirstPage, preloadedWithPage } from '../../../build/chunkGroups';

describe('preloadedWithPage', () => {
  it("keeps a lazy page's shared chunks, not its own chunk nor the always-loaded entry and app", () => {
    const deps = [
      'assets/Rewards-BKi3vy.js',
      'assets/index-D54AKL.js',
      'assets/app-Cf5CNg.js',
      'assets/stock-3c9ajA.js',
      'assets/app-shell-Ab3dEf.js',
      'assets/text-sxCTMS.js',
    ];
    expect(preloadedWithPage('assets/Rewards-BKi3vy.js', deps)).toEqual([
      'assets/stock-3c9ajA.js',
      'assets/app-shell-Ab3dEf.js',
      'assets/text-sxCTMS.js',
    ]);
  });
});

describe('appWithFirstPage', () => {
  /** A module graph as Rollup's manualChunks sees it: each id with its static imports. */
  const graph: Record<string, string[]> = {
    '/p/src/entry.ts': [],
    '/p/src/main.tsx': ['/p/src/api/client.ts'],
    '/p/src/pages/home/Home.tsx': ['/p/node_modules/goober/dist/goober.js'],
    '/p/node_modules/goober/dist/goober.js': [],
    '/p/src/api/client.ts': [],
    '/p/src/api/calls.ts': ['/p/src/api/client.ts', '/p/src/api/detailCalls.ts'],
    '/p/src/api/detailCalls.ts': ['/p/src/api/client.ts'],
    '/p/src/pages/redeem/Rewards.tsx': ['/p/src/api/calls.ts'],
  };
  const meta = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id], isEntry: id === '/p/src/entry.ts' }),
  } as unknown as Parameters<ReturnType<typeof appWithFirstPage>>[1];

  it('the entry and its riders, the app with the first page, the named groups, the rest to Rollup', () => {
    const chunkOf = appWithFirstPage('src/main.tsx', 'src/pages/home/Home.tsx', ['goober'], {
      calls: ['src/api/calls.ts', 'src/api/detailCalls.ts'],
    });
    const chunks = Object.fromEntries(Object.keys(graph).map((id) => [id, chunkOf(id, meta)]));
    expect(chunks).toEqual({
      '/p/src/entry.ts': 'index',
      '/p/src/main.tsx': 'app',
      '/p/src/pages/home/Home.tsx': 'app',
      '/p/node_modules/goober/dist/goober.js': 'index',
      '/p/src/api/client.ts': 'app',
      '/p/src/api/calls.ts': 'calls',
      '/p/src/api/detailCalls.ts': 'calls',
      '/p/src/pages/redeem/Rewards.tsx': undefined,
    });
  });
});
