import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/ui/theme';

const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const cssVar = (name: string) => html.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();

describe('index.html', () => {
  it('mirrors the theme colours in its shell CSS', () => {
    const pairs: [string, string][] = [
      ['color-bg', theme.color.bg],
      ['color-surface', theme.color.surface],
      ['color-text', theme.color.text],
      ['color-text-muted', theme.color.textMuted],
      ['color-border', theme.color.border],
      ['color-primary', theme.color.primary],
      ['color-on-primary', theme.color.onPrimary],
      ['color-accent', theme.color.accent],
      ['color-focus', theme.color.focus],
    ];
    for (const [name, value] of pairs) expect(cssVar(name), name).toBe(value);
    // Components use the shell's stack, which puts the phones' Thai fonts first for Thai.
    expect(theme.font.family).toBe('var(--font-family)');
    expect(cssVar('font-family')).toMatch(/^system-ui,/);
    // A Thai page, and a Thai fragment of an English page (lang="th"), name the Thai fonts.
    const thai = html.match(
      /:root:lang\(th\), \[lang\|="th"\]\s*\{\s*--font-family:\s*([^;]+);/,
    )?.[1];
    expect(thai).toMatch(/^"Noto Sans Thai", "Noto Sans Thai UI", Thonburi, "Sukhumvit Set"/);
    expect(html).toMatch(/\[lang\|="th"\] \{ font-family: var\(--font-family\); \}/);
  });

  it('paints a labelled loading overlay with logo and spinner before any JS', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const overlay = doc.getElementById('overlay');
    expect(overlay?.getAttribute('role')).toBe('progressbar');
    // Named by its visible label, in English or, once <html lang="th">, in Thai.
    const label = doc.getElementById(overlay?.getAttribute('aria-labelledby') ?? '');
    expect(label?.querySelector('[lang=en]')?.textContent).toBe('Loading…');
    expect(label?.querySelector('[lang=th]')?.textContent).toBe('กำลังโหลด…');
    expect(html).toMatch(
      /html:not\(\[lang="th"\]\) \.boot-label \[lang="th"\], html\[lang="th"\] \.boot-label \[lang="en"\] \{ display: none; \}/,
    );
    expect(overlay?.querySelector('svg')).toBeTruthy();
    expect(overlay?.querySelector('.boot-spinner')).toBeTruthy();
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('meta[name=viewport]')?.getAttribute('content')).toContain(
      'width=device-width',
    );
    expect(doc.querySelector('meta[name=description]')).toBeTruthy();
    expect(doc.title).not.toBe('');
  });
});

describe('theme', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  it('pairs text and backgrounds at WCAG AA (4.5:1)', () => {
    const c = theme.color;
    const pairs: [string, string][] = [
      [c.text, c.bg],
      [c.text, c.surface],
      [c.textMuted, c.bg],
      [c.textMuted, c.surface],
      [c.onPrimary, c.primary],
      [c.onPrimary, c.primaryHover],
      [c.onDanger, c.danger],
      [c.accent, c.surface],
      ...[c.success, c.info, c.warn, c.error].map((bg): [string, string] => ['#ffffff', bg]),
    ];
    for (const [fg, bg] of pairs)
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('spaces on a 4 px grid', () => {
    expect(theme.space(4)).toBe('16px');
  });
});
