import { css } from 'goober';
import { srOnly } from '../../ui/srOnly';
import { theme } from '../../ui/theme';
import { splitSeconds } from '../../ui/useCountdown';
import { text } from './text';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: theme.space(2),
  margin: 0,
});
const cell = css({
  display: 'grid',
  justifyItems: 'center',
  padding: `${theme.space(3)} ${theme.space(1)}`,
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.sm,
});
const num = css({
  fontSize: '28px',
  fontWeight: theme.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
});
const unit = css({ fontSize: theme.font.size.sm, color: theme.color.textMuted });

/** Days / hours / minutes / seconds left. The ticking digits are hidden from screen readers; a
 *  text summary that changes once a minute is announced instead. */
export function Countdown({ seconds }: { seconds: number }) {
  const parts = splitSeconds(seconds);
  const t = text.comingSoon;
  const cells: [number, string][] = [
    [parts.days, t.units.days],
    [parts.hours, t.units.hours],
    [parts.minutes, t.units.minutes],
    [parts.seconds, t.units.seconds],
  ];
  return (
    <section aria-label={t.countdownLabel}>
      <div class={grid} aria-hidden="true">
        {cells.map(([value, label]) => (
          <span key={label} class={cell}>
            <span class={num}>{String(value).padStart(2, '0')}</span>
            <span class={unit}>{label}</span>
          </span>
        ))}
      </div>
      <p class={srOnly} aria-live="polite" aria-atomic="true">
        {t.summary(parts.days, parts.hours, parts.minutes)}
      </p>
    </section>
  );
}
