import { css } from 'goober';
import { Skeleton } from '../../ui/states';
import { theme } from '../../ui/theme';

const stack = css({ display: 'grid', gap: theme.space(3), padding: `0 ${theme.space(4)}` });
const frame = css({ aspectRatio: '16 / 9' });

/** The loading shape of a detail page: a 16:9 picture and a few lines. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} class={stack}>
      <div class={frame}>
        <Skeleton height="100%" radius={theme.radius.md} />
      </div>
      <Skeleton width="40%" height="20px" />
      <Skeleton height="14px" />
      <Skeleton height="14px" />
      <Skeleton width="75%" height="14px" />
    </div>
  );
}
