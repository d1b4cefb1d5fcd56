import {
  defineConfig,
  devices,
  type PlaywrightTestConfig,
  type PlaywrightTestProject,
} from '@playwright/test';
import { MOCK_BUILD_ENV as mockBuildEnv } from './scripts/mockApp.mjs';
import { raisePriorityOnce } from './scripts/priority.mjs';
import { throwawayCertificate, tlsChromeFlag } from './scripts/tls.mjs';
import { BUDGET_PHONE, type BudgetPhoneOptions } from './tests/e2e/budgetPhone';
import type { CalibrateOn } from './tests/e2e/calibrateBudgetPhone';
import { launchOptions } from './tests/e2e/chromium';
import { FLOWS } from './tests/e2e/flows/env';
import { LINE_E2E } from './tests/e2e/line/env';

// Three setups, each with its own server and mock-mode or production build under .e2e/ (never
// dist/, which `npm run size` reads): startup, flows and line; which phones run which folder is
// set below. docs/testing.md describes both.
const STARTUP_APP = 'http://127.0.0.1:4173';
const STARTUP_API = 'http://127.0.0.1:4174';

const journeys = /tests\/e2e\/flows\/[^/]+\.spec\.ts$/;
const allPhones = process.env.E2E_ALL_PHONES === '1';
const narrowScreen = /tests\/e2e\/flows\/((words|focus)|narrow\/[^/]+)\.spec\.ts$/;
const branches = /tests\/e2e\/flows\/branches\/[^/]+\.spec\.ts$/;
const routes = /tests\/e2e\/flows\/routes\/[^/]+\.spec\.ts$/;
const lineJourneys = /tests\/e2e\/line\/[^/]+\.spec\.ts$/;

/** `npm run journeys` (tests/e2e/journeys): the customer's taps measured on the budget phone,
 *  alone, against the flows' server only (the other servers' builds would only slow it down). In
 *  `npm test` the journeys run last, once every other project has ended: alone on the host. */
const journeysOnly = process.env.JOURNEYS === '1';
/** The flows' server speaks HTTPS and HTTP/2, as LINE's webview loads the app: over HTTP/1.1 a
 *  screen's seventh prefetched file waited a round trip for one of the host's six connections.
 *  Its pages trust the throwaway certificate (a Chromium flag: with certificate errors merely
 *  ignored, Chromium caches nothing, and the prefetched chunks wait in the cache); the tests' own
 *  API calls ignore its errors. */
const FLOWS_TLS_DIR = '.e2e/tls';
const flowsTls = throwawayCertificate(FLOWS_TLS_DIR);
// Alone, at real-time priority, as Lighthouse CI measures, inherited by the workers, the server
// and Chromium: another process's CPU (one core busy) then does not slow the phone down.
// Playwright's processes read the config each: the first raises it, the others inherit it. In
// `npm test` only the journeys' worker raises it, with its Chromium (journeys.spec.ts).
const raised = journeysOnly ? raisePriorityOnce() : undefined;
if (raised) console.log(`Journeys at ${raised}.`);
const trustFlowsTls = tlsChromeFlag(flowsTls.cert);
const flowsLaunch = { ...launchOptions, args: [...launchOptions.args, trustFlowsTls] };
/** The budget phone on the flows' server: the flows' journeys and routes, and the measured taps. */
const budgetPhoneOnFlows = {
  ...BUDGET_PHONE.device,
  launchOptions: flowsLaunch,
  baseURL: FLOWS.origin,
  budgetPhone: true,
};
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];
const serversFor = (servers: WebServer[]): WebServer[] =>
  journeysOnly ? servers.filter((s) => s.url === `${FLOWS.origin}/healthz`) : servers;

/** Every project the browser tests run but the journeys, which wait for them (`dependencies`). */
const TEST_PROJECTS: (PlaywrightTestProject<BudgetPhoneOptions> & { name: string })[] = [
  {
    name: 'startup',
    testMatch: /tests\/e2e\/crossOrigin\.spec\.ts$/,
    use: { ...devices['Pixel 7'], launchOptions, baseURL: STARTUP_APP },
  },
  {
    name: 'budget-phone',
    testMatch: [journeys, routes],
    // About 4× the Pixel 7's times: a CPU about 4× slower, each request 150 ms more, 1.6 Mbps.
    timeout: 120_000,
    expect: { timeout: 30_000 },
    use: budgetPhoneOnFlows,
  },
  {
    name: 'galaxy-s9-plus',
    testMatch: allPhones ? [journeys, narrowScreen] : narrowScreen,
    use: { ...devices['Galaxy S9+'], launchOptions: flowsLaunch, baseURL: FLOWS.origin },
  },
  {
    name: 'pixel-7',
    testMatch: allPhones ? [journeys, branches] : branches,
    use: { ...devices['Pixel 7'], launchOptions: flowsLaunch, baseURL: FLOWS.origin },
  },
  {
    name: 'line-budget-phone',
    testMatch: lineJourneys,
    timeout: 120_000,
    expect: { timeout: 30_000 },
    use: { ...BUDGET_PHONE.device, launchOptions, baseURL: LINE_E2E.origin, budgetPhone: true },
  },
  // The LINE journeys at full speed too, as the flows' journeys: with E2E_ALL_PHONES=1.
  ...(allPhones
    ? [
        {
          name: 'line-pixel-7',
          testMatch: lineJourneys,
          use: { ...devices['Pixel 7'], launchOptions, baseURL: LINE_E2E.origin },
        },
      ]
    : []),
];

export default defineConfig<BudgetPhoneOptions>({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails gets one more try, and `npm test` reports it as flaky (it is not
  // hidden). A CI run of 2026-11-27 lost one budget-phone test to a page whose requests after
  // login never got an answer in 2 minutes, while the same server answered the other worker.
  retries: process.env.CI ? 1 : 0,
  globalSetup: './tests/e2e/calibrateBudgetPhone.ts',
  metadata: {
    calibrateOn: {
      floorUrl: `${FLOWS.origin}/floor-startup.html`,
      tlsDir: FLOWS_TLS_DIR,
    } satisfies CalibrateOn,
  },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // A trace films the page and snapshots the DOM at every action, and this step is bound by a
  // 2-core host's CPU: in CI only a failed test's retry records one (docs/testing.md, Outputs).
  use: {
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ignoreHTTPSErrors: true,
  },
  projects: [
    ...TEST_PROJECTS,
    {
      name: 'journeys',
      testDir: 'tests/e2e/journeys',
      testMatch: '*.spec.ts',
      // In `npm test`, after every other project (`npm run journeys` runs it alone: --no-deps).
      dependencies: TEST_PROJECTS.map((p) => p.name),
      // A measurement is not retried: the gate holds what was measured (and a retried gate would
      // find no measurements in its new worker).
      retries: 0,
      timeout: 240_000,
      expect: { timeout: 30_000 },
      use: budgetPhoneOnFlows,
    },
    // The performance spec (`npm run test:perf`) throttles its pages itself and measures with
    // nothing else running. Not part of `npm test`: Lighthouse CI holds the first screen to its
    // floors there, and `npm run bench` prints the same figures.
    ...(process.env.PERF_SPEC === '1'
      ? [
          {
            name: 'perf',
            testDir: 'perf/spec',
            testMatch: '*.spec.ts',
            use: {
              ...BUDGET_PHONE.device,
              launchOptions: flowsLaunch,
              baseURL: FLOWS.origin,
              budgetPhone: false,
            },
          },
        ]
      : []),
  ],
  webServer: serversFor([
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
      // Builds the same-origin mock app into .e2e/app, empties the data dir, then runs the server
      // (scripts/serverProcess.mjs) and copies its log to FLOWS.log (the tests read the SMS
      // one-time codes there; see tests/e2e/flows/serve.mjs).
      command: 'node tests/e2e/flows/serve.mjs',
      env: {
        ...mockBuildEnv,
        VITE_API_BASE: '',
        PORT: String(FLOWS.port),
        AUTH_MODE: 'mock',
        SEED_DEMO: '1',
        SMS_MODE: 'console',
        OPS_TOKEN: FLOWS.opsToken,
        // The test runner stands in for a proxy: each test sends its own client address
        // (X-Forwarded-For, tests/e2e/flows/fixtures.ts), as each customer has their own network.
        TRUST_PROXY: '127.0.0.1',
        // Except the vitals beacons: Chromium sends a beacon at pagehide without the context's
        // extra headers (no X-Forwarded-For), so every test's beacons share 127.0.0.1's log
        // limit, as customers behind one NAT do.
        LOGS_PER_MINUTE: '600',
        STATIC_DIR: FLOWS.appDir,
        DATA_DIR: FLOWS.dataDir,
        SERVER_LOG: FLOWS.log,
        TLS_CERT: flowsTls.cert,
        TLS_KEY: flowsTls.key,
      },
      url: `${FLOWS.origin}/healthz`,
      ignoreHTTPSErrors: true,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'npx tsx tests/e2e/line/emulator.ts',
      url: `${LINE_E2E.emulatorOrigin}/health`,
      reuseExistingServer: false,
    },
    {
      // The production build (no VITE_LIFF_MOCK) into its own folder, and the reference server
      // verifying LINE ID tokens with the emulator (tests/e2e/flows/serve.mjs, as for the flows).
      command: 'node tests/e2e/flows/serve.mjs',
      env: {
        VITE_LIFF_MOCK: '',
        VITE_API_BASE: '',
        VITE_LIFF_ID: LINE_E2E.liffId,
        VITE_LINE_OA_ID: LINE_E2E.lineOaId,
        PORT: String(LINE_E2E.port),
        AUTH_MODE: 'line',
        SEED_DEMO: '1',
        LINE_CHANNEL_ID: LINE_E2E.channelId,
        LINE_VERIFY_URL: `${LINE_E2E.emulatorOrigin}/oauth2/v2.1/verify`,
        JWT_SECRET: 'line-e2e-secret-of-at-least-32-characters',
        // A real SMS provider's API, Twilio's, stood in for by the emulator.
        SMS_MODE: 'twilio',
        TWILIO_API_BASE: LINE_E2E.emulatorOrigin,
        TWILIO_ACCOUNT_SID: LINE_E2E.twilio.accountSid,
        TWILIO_AUTH_TOKEN: LINE_E2E.twilio.authToken,
        TWILIO_FROM: LINE_E2E.twilio.from,
        TRUST_PROXY: '127.0.0.1',
        STATIC_DIR: LINE_E2E.appDir,
        DATA_DIR: LINE_E2E.dataDir,
        SERVER_LOG: LINE_E2E.log,
      },
      url: `${LINE_E2E.origin}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ]),
});
