// Every route of SPEC §2 loaded (routeCases.ts), in English and in Thai: checked with axe (any
// violation fails), photographed to reports/screenshots/ for people (never compared); in Thai no
// app English is left and, 320 px wide, nothing overflows or splits a Thai word. At full speed.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectThaiLinesIntact } from '../narrow/lineChecks';
import { type Language, TEXTS } from '../texts';
import { englishLeft, serverWords } from '../thaiPage';
import { forEveryRoute, type RouteCase } from './routeCases';

/** reports/screenshots/{route}.png ('/' is home.png, '/redeem/{id}' redeem-id.png); in Thai
 *  {route}.th.png beside it. */
function screenshotPath(testInfo: TestInfo, route: string, lang: Language) {
  const name = route === '/' ? 'home' : route.slice(1).replace(/[{}]/g, '').replaceAll('/', '-');
  const file = lang === 'en' ? `${name}.png` : `${name}.${lang}.png`;
  return join(dirname(testInfo.config.configFile ?? '.'), 'reports', 'screenshots', file);
}

/** Photographs the loaded page and runs axe on it. */
async function photographAndAxe(page: Page, route: string, lang: Language) {
  const path = screenshotPath(test.info(), route, lang);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });

  const { passes, violations } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe checked the page').toBeGreaterThan(10);
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target).join(' | ')}`,
  );
  expect(found, `axe violations of any impact on ${route}`).toEqual([]);
}

test.use({ budgetPhone: false });

forEveryRoute(TEXTS.en, (page, c: RouteCase) => photographAndAxe(page, c.route, 'en'));

test.describe('in Thai', () => {
  test.use({ lineLanguage: 'th' });
  let fromServer: Set<string>;
  test.beforeEach(({ page }) => {
    fromServer = serverWords(page);
  });

  forEveryRoute(TEXTS.th, async (page, c) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await photographAndAxe(page, c.route, 'th');
    expect(await englishLeft(page, fromServer), `English words on ${c.route} in Thai`).toEqual([]);
    // And on the narrowest screen: no overflow, no cut text, no Thai word split across lines.
    await page.setViewportSize({ width: 320, height: page.viewportSize()?.height ?? 640 });
    await expectThaiLinesIntact(page, c.route);
  });
});
