import { IMAGE_PREVIEW } from '../constants';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** One zoom step in or out (direction 1 / -1), clamped to 0.5–1.5 and kept to one decimal so
 *  repeated steps do not drift. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = round1(zoom + direction * IMAGE_PREVIEW.zoomStep);
  return Math.min(IMAGE_PREVIEW.maxZoom, Math.max(IMAGE_PREVIEW.minZoom, next));
}

/** Rotation by 90° left (-1) or right (1), kept within (-360, 360). */
export function stepRotation(degrees: number, direction: 1 | -1): number {
  return (degrees + direction * IMAGE_PREVIEW.rotateStep) % 360;
}
