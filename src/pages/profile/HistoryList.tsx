import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import type { ApiError } from '../../api/errors';
import { formatPoints } from '../../ui/format';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { profileText as t } from './text';

const { color, space, radius, font } = theme;

const listClass = css({
  listStyle: 'none',
  margin: '0',
  padding: `0 ${space(4)} ${space(4)}`,
  display: 'grid',
  gap: space(2),
});

const rowClass = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space(1)} ${space(3)}`,
  alignItems: 'baseline',
  padding: `${space(3)} ${space(4)}`,
  background: color.surface,
  borderRadius: radius.md,
  '& .title': {
    margin: '0',
    fontWeight: font.weight.bold,
    overflowWrap: 'anywhere',
  },
  '& .meta': {
    margin: '0',
    fontSize: font.size.sm,
    color: color.textMuted,
  },
  '& .aside': {
    textAlign: 'right',
  },
  '& .amount': {
    fontWeight: font.weight.bold,
    whiteSpace: 'nowrap',
    textAlign: 'right',
  },
  '& .plus': {
    color: color.success,
  },
  '& .minus': {
    color: color.danger,
  },
});

/** A signed points change written out ('+50 pts', '−20 pts'): the sign, not only the colour,
 *  tells earning from spending. */
export function PointsDelta({ delta }: { delta: number }) {
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return (
    <span class={`amount ${delta < 0 ? 'minus' : 'plus'}`}>
      {sign}
      {formatPoints(Math.abs(delta))}
    </span>
  );
}

export interface HistoryRowProps {
  title: ComponentChildren;
  /** Lines under the title (campaign, date). */
  meta: ComponentChildren[];
  /** Right-hand side: the points and maybe a status badge. */
  aside: ComponentChildren;
}

export function HistoryRow({ title, meta, aside }: HistoryRowProps) {
  return (
    <li class={rowClass}>
      <p class="title">{title}</p>
      <span class="aside">{aside}</span>
      {meta.map((line, i) => (
        <p key={i} class="meta">
          {line}
        </p>
      ))}
    </li>
  );
}

export interface HistoryListProps<T> {
  data: T[] | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
  empty: { title: string; body: string; action?: ComponentChildren };
  label: string;
  children: (item: T) => ComponentChildren;
}

/** A history list with its loading, empty and error (retry) states. */
export function HistoryList<T>({
  data,
  error,
  loading,
  reload,
  empty,
  label,
  children,
}: HistoryListProps<T>) {
  if (loading && !data) return <ListSkeleton rows={4} label={t.loadingHistory} />;
  if (error || !data)
    return <ErrorState message={error?.message ?? t.loadError} onRetry={reload} />;
  if (data.length === 0)
    return <EmptyState title={empty.title} body={empty.body} action={empty.action} />;
  return (
    <ul class={listClass} aria-label={label}>
      {data.map(children)}
    </ul>
  );
}
