import { css } from 'goober';
import {
  rateVital,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalsDay,
} from '../../contract/vitals';
import { theme } from '../ui/theme';
import { formatVital } from './format';
import { RATING_COLORS } from './ratingColors';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { left: 8, right: 8, top: 18, bottom: 22 };

const figure = css({ margin: 0, minWidth: '0' });
const caption = css({ fontWeight: theme.font.weight.bold, marginBottom: theme.space(1) });
const svg = css({ width: '100%', height: 'auto', display: 'block' });

/** p75 per day of one metric, with its "good" threshold and each build's first day marked. */
export function Sparkline({ metric, days }: { metric: VitalMetric; days: VitalsDay[] }) {
  const points = days.filter((d) => d.metric === metric);
  const [good] = VITAL_THRESHOLDS[metric];
  const max = Math.max(good * 1.5, ...points.map((d) => d.p75)) || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length > 1 ? (i / (points.length - 1)) * innerW : innerW / 2);
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const summary = points.length
    ? points.map((d) => `${d.day}: ${formatVital(metric, d.p75)}`).join('; ')
    : 'no reports yet';
  return (
    <figure class={figure}>
      <figcaption class={caption}>{metric} p75 per day</figcaption>
      <svg
        class={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${metric} p75 per day: ${summary}`}
      >
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} fill={theme.color.surface} />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(good)}
          y2={y(good)}
          stroke={RATING_COLORS.good.text}
          stroke-dasharray="4 3"
        />
        <text
          x={WIDTH - PAD.right}
          y={y(good) - 3}
          text-anchor="end"
          font-size="10"
          fill={RATING_COLORS.good.text}
        >
          good ≤ {formatVital(metric, good)}
        </text>
        {points.flatMap((d, i) =>
          d.builds.map((build, j) => (
            <g key={`${d.day}-${build}`}>
              <line
                x1={x(i)}
                x2={x(i)}
                y1={PAD.top - 4}
                y2={HEIGHT - PAD.bottom}
                stroke={theme.color.accent}
                stroke-dasharray="2 2"
              />
              <text x={x(i) + 2} y={10 + j * 10} font-size="9" fill={theme.color.accent}>
                {build.slice(0, 12)}
              </text>
            </g>
          )),
        )}
        {points.length > 1 && (
          <polyline
            fill="none"
            stroke={theme.color.text}
            stroke-width="1.5"
            points={points.map((d, i) => `${x(i)},${y(d.p75)}`).join(' ')}
          />
        )}
        {points.map((d, i) => (
          <circle
            key={d.day}
            cx={x(i)}
            cy={y(d.p75)}
            r="3"
            fill={RATING_COLORS[rateVital(metric, d.p75)].text}
          >
            <title>{`${d.day}: ${formatVital(metric, d.p75)} (${d.count})`}</title>
          </circle>
        ))}
        {points.length > 0 && (
          <>
            <text x={PAD.left} y={HEIGHT - 6} font-size="10" fill={theme.color.textMuted}>
              {points[0]?.day}
            </text>
            <text
              x={WIDTH - PAD.right}
              y={HEIGHT - 6}
              font-size="10"
              text-anchor="end"
              fill={theme.color.textMuted}
            >
              {points[points.length - 1]?.day}
            </text>
          </>
        )}
      </svg>
    </figure>
  );
}
