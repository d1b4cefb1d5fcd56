import type { VitalRating } from '../../contract/vitals';

/** Text on background, each pair at least 4.5:1 (WCAG AA). */
export const RATING_COLORS: Record<VitalRating, { text: string; bg: string }> = {
  good: { text: '#1b6e35', bg: '#e6f4ea' },
  'needs-improvement': { text: '#7a4a00', bg: '#fff4e0' },
  poor: { text: '#a3221b', bg: '#fde8e7' },
};
