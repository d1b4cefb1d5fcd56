import { describe, expect, it } from 'vitest';
import { preloadedWithPage } from '../../scripts/chunkGroups';

describe('preloadedWithPage', () => {
  it("keeps a lazy page's shared chunks, not its own chunk nor the always-loaded entry and app", () => {
    const deps = [
      'assets/Rewards-BKi3vydl.js',
      'assets/index-D54AKLAO.js',
      'assets/app-Cf5CNgU9.js',
      'assets/stock-3c9ajALB.js',
      'assets/app-shell-Ab3dEf9h.js',
      'assets/text-sxCTMSYA.js',
    ];
    expect(preloadedWithPage('assets/Rewards-BKi3vydl.js', deps)).toEqual([
      'assets/stock-3c9ajALB.js',
      'assets/app-shell-Ab3dEf9h.js',
      'assets/text-sxCTMSYA.js',
    ]);
  });
});
