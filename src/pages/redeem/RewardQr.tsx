import { css } from 'goober';
import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'preact/hooks';

const qr = css({ display: 'block', margin: '0 auto', background: '#fff' });

/** Quiet zone around the symbol, in modules (the QR standard asks for 4). */
const QUIET = 4;

/** One SVG path for the dark modules: a horizontal run of dark modules is one rectangle. */
export function qrPath(value: string): { size: number; d: string } {
  const qr = generate(value, { minCorrectionLevel: correction.M });
  let d = '';
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; ) {
      if (!qr.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < qr.size && qr.get(x, y)) x++;
      d += `M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`;
    }
  }
  return { size: qr.size + QUIET * 2, d };
}

/** The reward code as a QR code: inline SVG elements, crisp at any size, never innerHTML. */
export function RewardQr({
  value,
  label,
  size = 220,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shape-rendering="crispEdges"
      class={qr}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}
