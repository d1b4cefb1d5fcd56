import { render, screen } from '@testing-library/preact';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPath, RewardQr } from '../../../../src/pages/redeem/RewardQr';

/** Paints the SVG path's unit rectangles into RGBA pixels and decodes them. */
function decode(value: string): string | undefined {
  const { size, d } = qrPath(value);
  const scale = 4;
  const w = size * scale;
  const px = new Uint8ClampedArray(w * w * 4).fill(255);
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-?\d+z/g)) {
    const [x, y, len] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let yy = y * scale; yy < (y + 1) * scale; yy++)
      for (let xx = x * scale; xx < (x + len) * scale; xx++) {
        const i = (yy * w + xx) * 4;
        px[i] = px[i + 1] = px[i + 2] = 0;
      }
  }
  return jsQR(px, w, w)?.data;
}

describe('RewardQr', () => {
  it.each(['COFFEE-42', 'RW-7K2M9QPL3Z', 'a longer code with spaces 1234567890'])(
    'renders a QR that decodes back to %s',
    (value) => {
      expect(decode(value)).toBe(value);
    },
  );

  it('is an inline SVG image with an accessible name', () => {
    render(<RewardQr value="ABC" label="QR code for ABC" />);
    const svg = screen.getByRole('img', { name: 'QR code for ABC' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });
});
