/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin (and optional path prefix); empty = same origin. */
  readonly VITE_API_BASE?: string;
  /** The LIFF app id, e.g. 1234567890-AbCdEfGh. */
  readonly VITE_LIFF_ID?: string;
  /** '1' = LIFF mock mode (@line/liff-mock, overrides from localStorage 'liff-mock'). */
  readonly VITE_LIFF_MOCK?: string;
  /** Shown in the footer; defaults to package.json version. */
  readonly VITE_APP_VERSION?: string;
  /** The official account's basic id with its '@', e.g. @loyaltydemo. */
  readonly VITE_LINE_OA_ID?: string;
  /** How often builds/latest.json is polled, in ms (default 300000). */
  readonly VITE_BUILD_CHECK_INTERVAL_MS?: string;
  /** Share of app opens that send field Web Vitals, 0 to 1 (default 1 in a mock build, else 0.1). */
  readonly VITE_VITALS_SAMPLE?: string;
  /** Set by the build-manifest plugin: this build's id. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
