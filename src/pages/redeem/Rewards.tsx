import { css } from 'goober';
import type { Reward } from '../../../contract/wire';
import { user } from '../../state/session';
import { Button, ButtonLink } from '../../ui/Button';
import { formatPoints } from '../../ui/format';
import { card, plainList } from '../../ui/layout';
import { PageHeader } from '../../ui/PageHeader';
import { CardListSkeleton, TextSkeleton, ThumbCardSkeleton } from '../../ui/skeletons';
import { EmptyState, ErrorState } from '../../ui/states';
import { ThumbCard, thumbCardBox, thumbCardTitle } from '../../ui/ThumbCard';
import { theme } from '../../ui/theme';
import { useCodeSheet } from '../code/useCodeSheet';
import { usePageData } from '../pageData';
import { FIRST_SCREEN_REWARDS } from '../shared/rewardCatalogue';
import { rewardPreviews } from './previews';
import { shortfallText, stockText, windowText } from './stock';
import { text } from './text';

const top = css({
  margin: `0 ${theme.space(4)} ${theme.space(4)}`,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space(3),
  alignItems: 'center',
});
const topButton = css({ padding: `0 ${theme.space(2)}` });
const balanceRow = css({
  gridColumn: '1 / -1',
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
});
const balanceValue = css({
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
  color: theme.color.primary,
});
const list = `${plainList} ${css({ padding: `0 ${theme.space(4)} ${theme.space(6)}` })}`;
const box = thumbCardBox(88);
const cost = css({ fontWeight: theme.font.weight.bold, color: theme.color.primary });
const small = css({ fontSize: theme.font.size.sm });
const warn = css({ fontSize: theme.font.size.sm, color: theme.color.warn, fontWeight: 700 });
const out = css({ fontSize: theme.font.size.sm, color: theme.color.danger, fontWeight: 700 });

/** The reward catalogue: cost, stock and whether the customer's balance is enough. */
export default function Rewards() {
  const { data, error, loading, reload } = usePageData('rewards');
  const me = user.value;
  const codeSheet = useCodeSheet();
  const t = text.catalogue;
  // A reward's page shows what its card showed at once, while the reward itself arrives.
  for (const reward of data ?? []) rewardPreviews.set(reward.id, reward);

  let content: preact.ComponentChildren;
  if (loading && !data)
    content = (
      <CardListSkeleton rows={5} label={t.loading} listClass={list} row={RewardCardSkeleton} />
    );
  else if (error) content = <ErrorState message={error.message} onRetry={reload} />;
  else if (!data?.length) content = <EmptyState title={t.emptyTitle} body={t.emptyBody} />;
  else
    content = (
      <ul class={list}>
        {data.map((r, i) => (
          <li key={r.id}>
            <RewardCard reward={r} balance={me?.points} eager={i < FIRST_SCREEN_REWARDS} />
          </li>
        ))}
      </ul>
    );

  return (
    <div>
      <PageHeader title={t.title} backHref="/" backLabel={t.back} />
      <div class={`${card} ${top}`}>
        {me ? (
          <p class={balanceRow}>
            <span>{t.balance}</span>
            <span class={balanceValue}>{formatPoints(me.points)}</span>
          </p>
        ) : (
          <p class={balanceRow} aria-hidden="true">
            <TextSkeleton class={balanceValue} width="8em" />
          </p>
        )}
        <Button class={topButton} busy={codeSheet.loading.value} onClick={codeSheet.open}>
          {t.enterCode}
        </Button>
        <ButtonLink class={topButton} variant="secondary" href="/redeem/myRewards">
          {t.myRewards}
        </ButtonLink>
      </div>
      {content}
      {codeSheet.element}
    </div>
  );
}

function RewardCard({
  reward,
  balance,
  eager,
}: {
  reward: Reward;
  balance?: number;
  eager: boolean;
}) {
  const short = shortfallText(reward.pointsCost, balance);
  const closed = windowText(reward);
  return (
    <ThumbCard box={box} imageUrl={reward.imageUrl} eager={eager} href={`/redeem/${reward.id}`}>
      <h2 class={thumbCardTitle}>{reward.title}</h2>
      <span class={cost}>{formatPoints(reward.pointsCost)}</span>
      <span class={reward.stockLeft > 0 ? small : out}>{stockText(reward)}</span>
      {closed ? (
        <span class={warn}>{closed}</span>
      ) : (
        short && reward.stockLeft > 0 && <span class={warn}>{short}</span>
      )}
    </ThumbCard>
  );
}

/** A RewardCard's loading shape: picture, title, cost and stock lines. */
function RewardCardSkeleton() {
  return (
    <ThumbCardSkeleton box={box}>
      <TextSkeleton class={thumbCardTitle} width="60%" />
      <TextSkeleton class={cost} width="30%" />
      <TextSkeleton class={small} width="45%" />
    </ThumbCardSkeleton>
  );
}
