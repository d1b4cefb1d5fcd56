import type { VitalsBatch } from '../../contract/vitals';

/** Sends one batch of field vitals with sendBeacon, which outlives the page being hidden or
 *  closed. Typed text/plain so that no preflight is needed. Offline, or when the browser will not
 *  queue it, the batch is dropped: never retried. Returns whether it was queued. The base is read from the build's settings (as config.ts
 *  does): importing API_BASE would export it from the first screen's chunk. */
export function sendVitalsBeacon(batch: VitalsBatch): boolean {
  if (!navigator.onLine || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(
      `${import.meta.env.VITE_API_BASE ?? ''}/api/log/vitals`,
      JSON.stringify(batch),
    );
  } catch {
    return false;
  }
}
