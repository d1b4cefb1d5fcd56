import { css } from 'goober';
import { localized } from '../state/language';
import { en } from './ListSkeleton.text.en';
import { th } from './ListSkeleton.text.th';
import { Skeleton } from './states';
import { theme } from './theme';

/** Its own words, in the customer's language; they travel with it. */
const text = localized(en, th);

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: theme.space(4),
  display: 'grid',
  gap: theme.space(3),
});
const row = css({
  display: 'flex',
  gap: theme.space(3),
  alignItems: 'center',
  padding: theme.space(3),
  background: theme.color.surface,
  borderRadius: theme.radius.md,
});
const rowText = css({ flex: 1, display: 'grid', gap: theme.space(2) });

/** A loading list: `rows` placeholder cards. Announced once as busy to screen readers. */
export function ListSkeleton({
  rows = 3,
  label = text.loading,
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <ul class={list}>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} class={row}>
            <Skeleton width="64px" height="64px" radius={theme.radius.md} />
            <span class={rowText}>
              <Skeleton width="70%" height="18px" />
              <Skeleton width="45%" height="14px" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
