/** Where the flows' reference server runs and keeps its files (shared by playwright.config.ts
 *  and the tests). Everything lives under .e2e/, which git ignores. */
export const FLOWS = {
  port: 4180,
  origin: 'https://127.0.0.1:4180',
  /** The mock-mode, same-origin build the server serves (STATIC_DIR). */
  appDir: '.e2e/app',
  /** PGlite's files (DATA_DIR), emptied before every run. */
  dataDir: '.e2e/data',
  /** A copy of the server's stdout and stderr: the SMS one-time codes are printed there. */
  log: '.e2e/server.log',
  /** OPS_TOKEN of the flows' server: the ops page and GET /api/ops/vitals (vitals.spec.ts). */
  opsToken: 'flows-ops-token-0123456789',
} as const;
