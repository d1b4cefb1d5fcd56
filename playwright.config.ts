import { defineConfig, devices } from '@playwright/test';

const APP = 'http://127.0.0.1:4173';
const API = 'http://127.0.0.1:4174';

// Debian's Chromium, never a downloaded browser.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  reporter: [['list']],
  use: { baseURL: APP, trace: 'retain-on-failure' },
  projects: [{ name: 'pixel-7', use: { ...devices['Pixel 7'], launchOptions } }],
  webServer: [
    {
      // The mock-mode app, built against the fake API on another origin, served from dist/.
      command: 'npm run build:mock && npx vite preview --host 127.0.0.1 --port 4173 --strictPort',
      env: { VITE_API_BASE: API, VITE_LIFF_ID: 'e2e-liff-id', VITE_LINE_OA_ID: '@loyaltydemo' },
      url: APP,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'node tests/e2e/fakeApi.mjs',
      env: { FAKE_API_PORT: '4174', APP_ORIGIN: APP },
      url: `${API}/health`,
      reuseExistingServer: false,
    },
  ],
});
