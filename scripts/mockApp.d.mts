// Types of mockApp.mjs, for the TypeScript that imports it.
export const MOCK_BUILD_ENV: {
  VITE_LIFF_MOCK: string;
  VITE_API_BASE: string;
  VITE_LIFF_ID: string;
  VITE_LINE_OA_ID: string;
};
export function buildMockApp(outDir: string, env?: Record<string, string>): number;
export function buildOpsPage(staticDir: string, env?: NodeJS.ProcessEnv): number;
