import { css } from 'goober';
import { formatPoints } from '../../ui/format';
import { openImagePreview } from '../../ui/openImagePreview';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states';
import { focusRing, theme } from '../../ui/theme';
import { usePageData } from '../pageData';
import { text } from './text';

const square = css({ aspectRatio: '1 / 1' });

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${theme.space(4)} ${theme.space(6)}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: theme.space(3),
});
const item = css({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space(1),
  padding: theme.space(2),
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
  height: '100%',
  boxSizing: 'border-box',
});
const zoom = css({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'none',
  borderRadius: theme.radius.md,
  cursor: 'zoom-in',
  ...focusRing('2px'),
});
const img = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: theme.radius.md,
  background: theme.color.border,
});
// Each text has its place whatever it holds (a name of up to two lines, a description of up to
// three): the skeleton's cards are the real cards' size, and nothing moves when the list lands.
const line = '20px';
const name = css({
  margin: `${theme.space(1)} 0 0`,
  fontSize: theme.font.size.md,
  lineHeight: line,
  minHeight: `calc(2 * ${line})`,
});
const desc = css({
  margin: 0,
  fontSize: theme.font.size.sm,
  lineHeight: line,
  minHeight: `calc(3 * ${line})`,
  color: theme.color.textMuted,
});
const earn = css({
  margin: 0,
  fontSize: theme.font.size.sm,
  lineHeight: line,
  minHeight: line,
  fontWeight: theme.font.weight.bold,
  color: theme.color.primary,
});

export default function Products() {
  const { data, error, loading, reload } = usePageData('products');

  let content: preact.ComponentChildren;
  if (loading && !data)
    content = (
      // Keyed apart from the list: no skeleton item is reused as a product's card.
      <ul key="loading" class={grid} role="status" aria-busy="true" aria-label={text.loading}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <div class={item}>
              <div class={square}>
                <Skeleton height="100%" radius={theme.radius.md} />
              </div>
              <div class={name}>
                <Skeleton width="70%" height="16px" />
              </div>
              <div class={desc}>
                <Skeleton height="12px" />
              </div>
              <div class={earn}>
                <Skeleton width="50%" height="12px" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  else if (error) content = <ErrorState message={error.message} onRetry={reload} />;
  else if (!data?.length) content = <EmptyState title={text.emptyTitle} body={text.emptyBody} />;
  else
    content = (
      <ul key="products" class={grid}>
        {data.map((p, i) => (
          <li key={p.id}>
            <article class={item}>
              <button
                type="button"
                class={zoom}
                aria-label={text.zoom(p.name)}
                onClick={() => void openImagePreview({ src: p.imageUrl, alt: p.name })}
              >
                <img
                  class={img}
                  src={p.imageUrl}
                  alt=""
                  width={300}
                  height={300}
                  loading={i < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
              <h2 class={name}>{p.name}</h2>
              {p.description && <p class={desc}>{p.description}</p>}
              <p class={earn}>{text.earns(formatPoints(p.pointsPerPurchase))}</p>
            </article>
          </li>
        ))}
      </ul>
    );

  return (
    <div>
      <PageHeader title={text.title} backHref="/" backLabel={text.back} />
      {content}
    </div>
  );
}
