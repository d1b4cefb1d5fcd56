import { css } from 'goober';
import type { Reward } from '../../../../contract/wire';
import { formatPoints } from '../../../ui/format';
import { cardLinkStyle, plainList } from '../../../ui/layout';
import { theme } from '../../../ui/theme';

const link = css({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  alignItems: 'center',
  gap: theme.space(3),
  padding: theme.space(2),
  minHeight: '44px',
  ...cardLinkStyle,
});
const img = css({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: theme.radius.sm,
});
const cost = css({
  fontWeight: theme.font.weight.bold,
  color: theme.color.primary,
  whiteSpace: 'nowrap',
});

/** A campaign's rewards, each a link to its redeem page. */
export function RewardLinkList({ rewards }: { rewards: Reward[] }) {
  return (
    <ul class={plainList}>
      {rewards.map((r) => (
        <li key={r.id}>
          <a class={link} href={`/redeem/${r.id}`}>
            <img
              class={img}
              src={r.imageUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
            />
            <span>{r.title}</span>
            <span class={cost}>{formatPoints(r.pointsCost)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
