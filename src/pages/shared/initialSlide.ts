import type { Campaign } from '../../../contract/wire';

/** localStorage key the startup keeps the `carousel` query value in (SPEC §3). */
export const CAROUSEL_KEY = 'carousel';

/** Which banner to show first. The stored `carousel` value is read as a campaign id first (a deep
 *  link names the campaign it advertises, which stays right when banners are reordered); if no
 *  banner has that id and the value is a whole number below the banner count, it is a 0-based
 *  slide index. Anything else starts at the first slide. */
export function initialSlide(banners: Pick<Campaign, 'id'>[], stored: string | null): number {
  const value = stored?.trim();
  if (!value || !/^\d+$/.test(value)) return 0;
  const n = Number(value);
  const byId = banners.findIndex((b) => b.id === n);
  if (byId >= 0) return byId;
  return n < banners.length ? n : 0;
}

export function readStoredCarousel(): string | null {
  try {
    return localStorage.getItem(CAROUSEL_KEY);
  } catch {
    return null;
  }
}
