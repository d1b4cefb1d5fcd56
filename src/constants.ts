// SPEC §9, in one place.

export const RELOAD_GUARD_MS = 10_000;
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;
export const NAVIGATION_SETTLE_MS = 100;
export const TOAST_LIFE_MS = 5_000;

export const IMAGE_PREVIEW = {
  zoomStep: 0.1,
  minZoom: 0.5,
  maxZoom: 1.5,
  rotateStep: 90,
} as const;

/** Stacking order (z-index) of floating layers. */
export const LAYER = {
  modal: 1100,
  overlay: 1000,
  menu: 1000,
  tooltip: 1100,
  /** Toasts stay readable above an open modal. */
  toast: 1200,
} as const;

export const DATE_LOCALE = 'en-US';
/** Display format of every date: mm/dd/yy. */
export const DATE_FORMAT = 'mm/dd/yy';
/** 0 = Sunday. */
export const WEEK_STARTS_ON = 0;

export const PLATFORM = {
  web: 'web',
  /** The user agent marker of LINE's in-app browser. */
  lineUserAgentMarker: 'Line',
} as const;
