import { Skeleton } from '../../ui/states';
import { theme } from '../../ui/theme';

/** The loading shape of a detail page: a 16:9 picture and a few lines. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ display: 'grid', gap: theme.space(3), padding: `0 ${theme.space(4)}` }}
    >
      <div style={{ aspectRatio: '16 / 9' }}>
        <Skeleton height="100%" radius={theme.radius.md} />
      </div>
      <Skeleton width="40%" height="20px" />
      <Skeleton height="14px" />
      <Skeleton height="14px" />
      <Skeleton width="75%" height="14px" />
    </div>
  );
}
