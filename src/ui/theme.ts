/** Design tokens shared by every screen. Text colours reach WCAG AA (4.5:1) on the backgrounds
 *  they are paired with: text/textMuted on bg/surface, onPrimary on primary, onDanger on danger. */
export const theme = {
  color: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    text: '#1a1d21',
    textMuted: '#555e68',
    border: '#d5d9de',
    primary: '#06803a',
    primaryHover: '#056a30',
    onPrimary: '#ffffff',
    accent: '#0b5cad',
    danger: '#b3261e',
    onDanger: '#ffffff',
    success: '#1b6e35',
    info: '#0b5cad',
    warn: '#8a5300',
    error: '#b3261e',
    focus: '#0b5cad',
    scrim: 'rgba(0, 0, 0, 0.6)',
  },
  /** Spacing on a 4px grid: space(1) = '4px', space(4) = '16px'. */
  space: (n: number): string => `${n * 4}px`,
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  font: {
    /** index.html's stack: Thai fonts first for Thai (:lang(th)). */
    family: 'var(--font-family)',
    size: { sm: '14px', md: '16px', lg: '20px', xl: '24px' },
    weight: { regular: 400, bold: 700 },
    lineHeight: 1.5,
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
    md: '0 4px 12px rgba(0, 0, 0, 0.16)',
  },
} as const;

export type Theme = typeof theme;

/** The keyboard focus ring, `offset` from the control's edge: spread into a css({}) rule. */
export const focusRing = (offset = '0') => ({
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: offset },
});
