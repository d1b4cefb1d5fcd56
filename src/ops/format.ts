import type { VitalMetric, VitalRating } from '../../contract/vitals';

/** A p75 as people read it: CLS unitless, times in ms below a second, else seconds. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

export const RATING_WORDS: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};
