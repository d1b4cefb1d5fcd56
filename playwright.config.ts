import { defineConfig, devices } from '@playwright/test';
import { FLOWS } from './tests/e2e/flows/env';

// Two setups, each with its own server and its own mock-mode build under .e2e/ (never dist/,
// which holds the production build that `npm run size` reads):
// - startup: the app on 4173 against a tiny fake API on another origin (4174): CORS, cookies and
//   the startup sequence before and apart from the reference server.
// - flows: whole customer journeys against the real reference server, the way `npm start` runs
//   it (same origin, PGlite in a fresh data dir, AUTH_MODE=mock, SMS_MODE=console), on 4180.
// Each webServer builds once per `playwright test` run, before any worker starts.
const STARTUP_APP = 'http://127.0.0.1:4173';
const STARTUP_API = 'http://127.0.0.1:4174';

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

const mockBuildEnv = {
  VITE_LIFF_MOCK: '1',
  VITE_LIFF_ID: '2000000000-demo',
  VITE_LINE_OA_ID: '@loyaltydemo',
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'startup',
      testMatch: /tests\/e2e\/startup\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions, baseURL: STARTUP_APP },
    },
    {
      name: 'flows',
      testMatch: 'flows/**/*.spec.ts',
      use: { ...devices['Pixel 7'], launchOptions, baseURL: FLOWS.origin },
    },
  ],
  webServer: [
    {
      // The mock-mode app built against the fake API on another origin.
      command:
        'npx vite build --outDir .e2e/startup-app --emptyOutDir --logLevel error && npx vite preview --outDir .e2e/startup-app --host 127.0.0.1 --port 4173 --strictPort',
      env: { ...mockBuildEnv, VITE_API_BASE: STARTUP_API, VITE_LIFF_ID: 'e2e-liff-id' },
      url: STARTUP_APP,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'node tests/e2e/fakeApi.mjs',
      env: { FAKE_API_PORT: '4174', APP_ORIGIN: STARTUP_APP },
      url: `${STARTUP_API}/health`,
      reuseExistingServer: false,
    },
    {
      // Builds the same-origin mock app into .e2e/app, empties the data dir, then runs
      // `npx tsx server/src/main.ts` and copies its log to FLOWS.log (the tests read the SMS
      // one-time codes there; see tests/e2e/flows/serve.mjs).
      command: 'node tests/e2e/flows/serve.mjs',
      env: {
        ...mockBuildEnv,
        VITE_API_BASE: '',
        PORT: String(FLOWS.port),
        AUTH_MODE: 'mock',
        SMS_MODE: 'console',
        STATIC_DIR: FLOWS.appDir,
        DATA_DIR: FLOWS.dataDir,
        SERVER_LOG: FLOWS.log,
      },
      url: `${FLOWS.origin}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
