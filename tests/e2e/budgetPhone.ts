import { type CDPSession, devices, type Page } from '@playwright/test';

/** A budget Android phone as Lighthouse's mobile profile sees it: a Moto G4 screen, CPU 4× slower
 *  than a reference host, and "slow 4G" (150 ms round trip, 1.6 Mbps down, 750 kbps up). Shared by
 *  the Playwright projects, the performance spec and `npm run bench`. */
export const BUDGET_PHONE = {
  device: devices['Moto G4'],
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
} as const;

/** Where Playwright's global setup (calibrateBudgetPhone.ts) leaves the CPU slowdown that makes
 *  this host the reference one; set it by hand to pin the phone. */
export const BUDGET_PHONE_CPU_ENV = 'BUDGET_PHONE_CPU_SLOWDOWN';

/** The journeys' CPU slowdown: calibrated to this host, else the reference host's. */
const cpuSlowdown = () => Number(process.env[BUDGET_PHONE_CPU_ENV]) || BUDGET_PHONE.cpuSlowdown;

/** The DevTools session that slows each budget-phone page down. */
const throttled = new WeakMap<Page, CDPSession>();

/** Slows `page` down to the budget phone through the DevTools protocol (Chromium only). Call it
 *  before the first navigation; it lasts for the page's life. */
export async function emulateBudgetPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  throttled.set(page, cdp);
  await drawWholeScreen(cdp, page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown() });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', BUDGET_PHONE.network);
}

/** Headless Chromium shows its window's content some 60 px shorter than the window, and Playwright
 *  sizes the window to the viewport: a frame whose only change lies in the screen's bottom 60 px
 *  is not drawn (viz: "Draw skipped."), so the paint a tap there made (the language choice at the
 *  foot of Profile) is timed by Event Timing and paint timing at the next frame that changes
 *  something above it. A window 100 px taller than the screen draws all of it; the page still
 *  sees the emulated screen (innerHeight, the layout, the media queries). */
async function drawWholeScreen(cdp: CDPSession, page: Page): Promise<void> {
  const screen = page.viewportSize();
  if (!screen) return;
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  await cdp.send('Browser.setWindowBounds', {
    windowId,
    bounds: { width: screen.width, height: screen.height + 100 },
  });
}

/** The Playwright option of the flows' `page` fixture (tests/e2e/flows/fixtures.ts): a project
 *  with `use: { budgetPhone: true }` gets every page slowed by emulateBudgetPhone. */
export interface BudgetPhoneOptions {
  budgetPhone: boolean;
}

/** Takes the network away from `page` or gives it back. On the budget phone the throttling's own
 *  DevTools session wins over context.setOffline, so the phone goes offline through that session. */
export async function setOffline(page: Page, offline: boolean): Promise<void> {
  await page.context().setOffline(offline);
  await throttled
    .get(page)
    ?.send('Network.emulateNetworkConditions', { ...BUDGET_PHONE.network, offline });
}
