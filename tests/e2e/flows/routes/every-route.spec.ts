// Every route of SPEC §2 in its loaded state (routeCases.ts), in English and in Thai (LINE's app
// language 'th'): photographed to reports/screenshots/{route}.png and {route}.th.png for people to
// look at (never compared), and checked with axe, failing on a violation of any impact. In Thai
// the document is Thai and no English word of the app's is left (the server's content may be),
// and at 320 px wide nothing overflows, no text is cut and no Thai word is split across lines.
// On the budget phone's screen, at full speed: the journeys hold the app to the slow phone, and
// here its slow CPU and network would only make the loading, axe and the screenshots wait.
// Runs on the budget phone only (playwright.config.ts).
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
