import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts, without types
import { WARM_FONTS } from '../../../../perf/lighthouse/siteRenderer.mjs';
import { theme } from '../../../../src/ui/theme';

const shellHtml = readFileSync('index.html', 'utf8');
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => readFileSync(`src/${file}`, 'utf8'));

/** Every font size in px the app declares: the theme's, style objects' and the shell CSS's. */
const declaredSizes = [
  ...Object.values(theme.font.size),
  ...sources.flatMap((text) =>
    [...text.matchAll(/fontSize: '(\d+(?:\.\d+)?px)'/g)].map((m) => m[1] ?? ''),
  ),
  ...[...shellHtml.matchAll(/font-size: (\d+(?:\.\d+)?px)/g)].map((m) => m[1] ?? ''),
].map((px) => Number.parseFloat(px));

describe('the renderer the measured page commits in (siteRenderer.mjs)', () => {
  it('has laid out every font size the app declares, so no font lookup waits in a measured layout', () => {
    expect(declaredSizes.length).toBeGreaterThan(5);
    const uncovered = declaredSizes.filter(
      (px) => !Number.isInteger(px) || px < WARM_FONTS.minPx || px > WARM_FONTS.maxPx,
    );
    expect(uncovered, 'sizes the warm-up page does not lay out').toEqual([]);
  });

  it("has laid out the first family of each of index.html's stacks, English and Thai", () => {
    const stacks = [...shellHtml.matchAll(/--font-family: ([^;]+);/g)].map((m) => m[1] ?? '');
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) {
      expect(WARM_FONTS.families).toContain(stack.split(',')[0]?.trim());
    }
  });

  it('lays out the regular and bold weights the theme uses', () => {
    for (const weight of Object.values(theme.font.weight)) {
      expect(WARM_FONTS.weights).toContain(weight);
    }
  });
});
