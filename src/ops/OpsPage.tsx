import { css } from 'goober';
import { useEffect, useState } from 'preact/hooks';
import {
  OPS_WINDOWS,
  type OpsVitals,
  VITAL_METRICS,
  VITAL_THRESHOLDS,
  type VitalsGroup,
} from '../../contract/vitals';
import { theme } from '../ui/theme';
import { formatVital, RATING_WORDS } from './format';
import { LabBesideField } from './LabBesideField';
import { RATING_COLORS } from './ratingColors';
import { Sparkline } from './Sparkline';

const page = css({
  fontFamily: 'system-ui, sans-serif',
  color: theme.color.text,
  background: theme.color.bg,
  margin: 0,
  padding: theme.space(4),
  lineHeight: 1.4,
});
const heading = css({ fontSize: theme.font.size.xl, margin: `0 0 ${theme.space(2)}` });
const muted = css({ color: theme.color.textMuted, margin: `0 0 ${theme.space(3)}` });
const section = css({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: theme.space(3),
  marginBottom: theme.space(4),
  overflowX: 'auto',
});
const table = css({ borderCollapse: 'collapse', width: '100%', fontSize: theme.font.size.sm });
const cell = css({
  border: `1px solid ${theme.color.border}`,
  padding: `${theme.space(1)} ${theme.space(2)}`,
  textAlign: 'left',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});
const small = css({ display: 'block', fontSize: '12px' });
const tabs = css({
  display: 'flex',
  gap: theme.space(2),
  margin: `0 0 ${theme.space(4)}`,
  padding: 0,
  border: 0,
  alignItems: 'center',
});
const legend = css({ float: 'left', marginRight: theme.space(2), padding: 0 });
const tab = css({
  font: 'inherit',
  padding: `${theme.space(1)} ${theme.space(3)}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.primary}`,
  background: theme.color.surface,
  color: theme.color.primary,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: theme.color.primary, color: theme.color.onPrimary },
});
const charts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: theme.space(4),
});

function GroupTable({
  title,
  keyLabel,
  groups,
}: {
  title: string;
  keyLabel: string;
  groups: VitalsGroup[];
}) {
  // An id has no spaces ("Phone class" would name two ids).
  const headingId = `t-${keyLabel.replaceAll(' ', '-')}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than its box scrolls, and a keyboard must reach it to scroll it (axe: scrollable-region-focusable)
    <section class={section} aria-labelledby={headingId} tabIndex={0}>
      <h2 id={headingId}>{title}</h2>
      {groups.length === 0 ? (
        <p>No reports in this window.</p>
      ) : (
        <table class={table}>
          <thead>
            <tr>
              <th class={cell} scope="col">
                {keyLabel}
              </th>
              {VITAL_METRICS.map((metric) => (
                <th class={cell} scope="col" key={metric}>
                  {metric}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.key}>
                <th class={cell} scope="row">
                  {group.key}
                </th>
                {VITAL_METRICS.map((metric) => {
                  const figure = group.metrics.find((m) => m.metric === metric);
                  if (!figure)
                    return (
                      <td class={cell} key={metric}>
                        –
                      </td>
                    );
                  const colors = RATING_COLORS[figure.rating];
                  return (
                    <td
                      key={metric}
                      class={`${cell} ${css({ background: colors.bg, color: colors.text })}`}
                      data-metric={metric}
                      data-rating={figure.rating}
                    >
                      <strong>{formatVital(metric, figure.p75)}</strong>
                      <span class={small}>
                        {RATING_WORDS[figure.rating]} · n={figure.count}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The p75 figures of GET /api/ops/vitals, coloured against Google's thresholds, per window. */
export function OpsPage() {
  const [data, setData] = useState<OpsVitals | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [days, setDays] = useState<number>(OPS_WINDOWS[0]);
  useEffect(() => {
    fetch('/api/ops/vitals', { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(`The figures could not be loaded (HTTP ${response.status}).`);
        setData((await response.json()) as OpsVitals);
      })
      .catch((reason: Error) => setError(reason.message));
  }, []);
  const window = data?.windows.find((w) => w.days === days);
  const thresholds = VITAL_METRICS.filter((m) => m !== 'app-ready' && m !== 'snapshot')
    .map((m) => `${m} ${formatVitalThreshold(m)}`)
    .join(', ');
  return (
    <main class={page}>
      <h1 class={heading}>Field Web Vitals</h1>
      <p class={muted}>
        p75 of what customers' phones measured. Good up to: {thresholds}; app-ready and snapshot as
        LCP.{data ? ` Kept ${data.retentionDays} days; as of ${data.generatedAt}.` : ''}
      </p>
      {error && <p role="alert">{error}</p>}
      {!data && !error && <p aria-live="polite">Loading…</p>}
      {window && data && (
        <>
          <fieldset class={tabs}>
            <legend class={legend}>Window</legend>
            {OPS_WINDOWS.map((d) => (
              <button
                type="button"
                class={tab}
                key={d}
                aria-pressed={d === days}
                onClick={() => setDays(d)}
              >
                Last {d} {d === 1 ? 'day' : 'days'}
              </button>
            ))}
          </fieldset>
          {data.lab && (
            <LabBesideField
              lab={data.lab}
              window={window}
              sectionClass={section}
              tableClass={table}
              cellClass={cell}
            />
          )}
          <GroupTable title="By route" keyLabel="Route" groups={window.byRoute} />
          <GroupTable title="By phone class" keyLabel="Phone class" groups={window.byPhoneClass} />
          <GroupTable title="By language" keyLabel="Language" groups={window.byLanguage} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on a narrow screen; see GroupTable */}
          <section class={section} aria-labelledby="t-daily" tabIndex={0}>
            <h2 id="t-daily">Per day, with builds marked</h2>
            <div class={charts}>
              {VITAL_METRICS.map((metric) => (
                <Sparkline key={metric} metric={metric} days={data.daily} />
              ))}
            </div>
          </section>
        </>
      )}
    </main>
  );
}

const formatVitalThreshold = (metric: (typeof VITAL_METRICS)[number]) =>
  formatVital(metric, VITAL_THRESHOLDS[metric][0]);
