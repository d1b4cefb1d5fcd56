import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaders, routes } from '../../../src/app/routes';
import { ROUTE_PAGES, ROUTE_TABLE } from '../../../src/app/routeTable';

describe('the route table (src/app/routeTable.ts)', () => {
  it('the app routes the table the size budget reads, in its order', () => {
    expect(routes.map((r) => r.path)).toEqual(ROUTE_TABLE.map((r) => r.path));
    expect(Object.keys(ROUTE_PAGES)).toEqual(ROUTE_TABLE.map((r) => r.path));
    expect(routes.find((r) => r.path === '/redeem/:id')?.validate?.({ id: '0' })).toBe(false);
    expect(routes.find((r) => r.path === '/redeem/:id')?.validate?.({ id: '12' })).toBe(true);
  });

  it('each route loads the page ROUTE_PAGES names', async () => {
    for (const [i, { path }] of ROUTE_TABLE.entries()) {
      const page = ROUTE_PAGES[path];
      const file = ['.tsx', '.ts'].map((ext) => resolve('src/pages', page + ext)).find(existsSync);
      expect(file, path).toBeDefined();
      expect(await loaders[i]?.(), path).toBe(await import(/* @vite-ignore */ file!));
    }
  });
});
