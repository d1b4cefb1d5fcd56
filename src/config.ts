// Build-time configuration (DESIGN.md, .env.example), read once.

/** Base URL of the backend; empty means the app's own origin. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
export const LIFF_ID: string = import.meta.env.VITE_LIFF_ID ?? '';
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '';
export const LINE_OA_ID: string = import.meta.env.VITE_LINE_OA_ID ?? '';
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
export const BUILD_CHECK_INTERVAL_MS: number =
  Number(import.meta.env.VITE_BUILD_CHECK_INTERVAL_MS) > 0
    ? Number(import.meta.env.VITE_BUILD_CHECK_INTERVAL_MS)
    : 300_000;

/** The LINE deep link that opens this app inside LINE. */
export const liffUrl = (liffId: string = LIFF_ID): string => `https://liff.line.me/${liffId}`;
/** The official account's add-friend page. */
export const addFriendUrl = (oaId: string = LINE_OA_ID): string => `https://line.me/R/ti/p/${oaId}`;
