import { css } from 'goober';
import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { Reward } from '../../../contract/wire';
import { getReward, getUser } from '../../api/calls';
import { setUser, user } from '../../state/session';
import { Button } from '../../ui/Button';
import { formatDate, formatPoints } from '../../ui/format';
import { HeroImage } from '../../ui/HeroImage';
import { card, muted, pageBody } from '../../ui/layout';
import { PageHeader } from '../../ui/PageHeader';
import { PlainText } from '../../ui/PlainText';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { useResource } from '../../ui/useResource';
import { takePageData } from '../pageData';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { parseId } from '../shared/parseId';
import { ConfirmRedeem } from './ConfirmRedeem';
import { rewardPreviews } from './previews';
import { costRow, costValue, description, facts, reason } from './rewardDetailStyles';
import { shortfallText, stockText, windowText } from './stock';
import { text } from './text';
import { useRedeemAttempt } from './useRedeemAttempt';

const stack = css({ display: 'grid', gap: theme.space(3) });
const flush = css({ margin: 0 });

export default function RewardDetail() {
  const id = parseId(useRoute().params.id);
  const t = text.detail;
  // Asked for by the tap that opened the page (app/nextScreens), in parallel with its chunk.
  const { data, error, loading, reload } = useResource<Reward | null>(
    () => (id ? takePageData(`reward:${id}`, () => getReward(id)) : Promise.resolve(null)),
    [id],
    { toast: (e) => e.status !== 404 },
  );
  // What the catalogue showed of it: on screen at once, while the reward itself arrives.
  const preview = loading && !data && id ? rewardPreviews.get(id) : undefined;

  let content: preact.ComponentChildren;
  if (preview) content = <RewardView reward={preview} refresh={reload} preview />;
  else if (loading && !data) content = <DetailSkeleton label={t.loading} />;
  else if (error?.status === 404 || (!error && !data))
    content = <EmptyState title={t.notFoundTitle} body={t.notFoundBody} />;
  else if (error || !data) content = <ErrorState message={error?.message} onRetry={reload} />;
  else content = <RewardView reward={data} refresh={reload} />;

  return (
    <div>
      <PageHeader
        title={data?.title ?? preview?.title ?? t.title}
        backHref="/redeem"
        backLabel={t.back}
      />
      {content}
    </div>
  );
}

/** Reads the balance again after a refusal; the page keeps the one it has if that fails. */
const refreshBalance = () => getUser().then(setUser, () => undefined);

function RewardView({
  reward,
  refresh,
  preview = false,
}: {
  reward: Reward;
  refresh: () => void;
  /** The catalogue's copy, until the reward itself is here: Redeem waits for that. */
  preview?: boolean;
}) {
  const t = text.detail;
  const me = user.value;
  const [confirming, setConfirming] = useState(false);
  // Owned here, not by the modal: closing and reopening the confirmation is the same attempt.
  const attempt = useRedeemAttempt(reward.id, () => {
    refresh();
    refreshBalance();
  });
  const short = shortfallText(reward.pointsCost, me?.points);
  const outOfStock = reward.stockLeft <= 0;
  // Unknown (undefined) when the backend does not count the member's redemptions.
  const left =
    reward.redeemedByYou === undefined
      ? undefined
      : Math.max(0, reward.perUserLimit - reward.redeemedByYou);
  const blockedBy =
    windowText(reward) ??
    (outOfStock ? t.cannotOut : left === 0 ? t.limitReached(reward.perUserLimit) : short);

  return (
    <div class={pageBody}>
      <HeroImage src={reward.imageUrl} />
      {reward.description && <PlainText class={description} text={reward.description} />}
      <div class={`${card} ${stack}`}>
        <p class={`${costRow} ${flush}`}>
          <span>{t.cost}</span>
          <span class={costValue}>{formatPoints(reward.pointsCost)}</span>
        </p>
        <ul class={facts}>
          <li>{stockText(reward)}</li>
          <li>{t.validUntil(formatDate(reward.endsAt))}</li>
          {reward.perUserLimit > 0 && (
            <li>
              {left === undefined
                ? t.limit(reward.perUserLimit)
                : t.limitLeft(left, reward.perUserLimit)}
            </li>
          )}
          {me && <li>{t.balance(formatPoints(me.points))}</li>}
        </ul>
        <p class={`${muted} ${flush}`}>{t.useWindow(reward.useWindowMinutes)}</p>
        {blockedBy && (
          <p class={reason} id="redeem-blocked">
            {blockedBy}
          </p>
        )}
        <Button
          fullWidth
          busy={preview}
          disabled={preview || Boolean(blockedBy)}
          aria-describedby={blockedBy ? 'redeem-blocked' : undefined}
          onClick={() => setConfirming(true)}
        >
          {t.redeem}
        </Button>
      </div>
      {confirming && (
        <ConfirmRedeem
          reward={reward}
          attempt={attempt}
          blockedBy={blockedBy}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
