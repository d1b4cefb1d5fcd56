import { describe, expect, it } from 'vitest';
import { IMAGES, MAX_LINE_CHARS, renderImage } from '../../../server/src/db/images.ts';

/** Each drawn line of a demo picture and its baseline. */
const linesOf = (svg: string) =>
  [...svg.matchAll(/<tspan x="(\d+)" y="([\d.]+)">([^<]*)<\/tspan>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3] as string,
  }));

describe('demo pictures', () => {
  it('keep every label inside what a 16:9 banner and a square thumbnail show', () => {
    for (const [name, { label }] of Object.entries(IMAGES)) {
      const lines = linesOf(renderImage(name) as string);
      expect(lines.map((l) => l.text).join(' '), name).toBe(label);
      for (const line of lines) {
        // A square crop keeps x 100–500: 12 bold 48 px characters centred on 300 fit in it.
        expect(line.text.length, `${name}: "${line.text}"`).toBeLessThanOrEqual(MAX_LINE_CHARS);
        expect(line.x).toBe(300);
        // A 16:9 crop keeps y 31–369: the line's cap height (35 px) and descenders (10 px).
        expect(line.y - 35, name).toBeGreaterThanOrEqual(31);
        expect(line.y + 10, name).toBeLessThanOrEqual(369);
      }
    }
  });

  it('breaks a long label between words: "Members Preview" is two lines', () => {
    expect(linesOf(renderImage('exclusive-preview') as string).map((l) => l.text)).toEqual([
      'Members',
      'Preview',
    ]);
  });
});
