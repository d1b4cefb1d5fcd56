import { describe, expect, it } from 'vitest';
import { preloadedWithPage } from '../../../build/chunkGroups';

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
