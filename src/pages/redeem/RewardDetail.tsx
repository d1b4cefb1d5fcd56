import { css } from 'goober';
import { useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { getReward, getUser } from '../../api/calls';
import type { Reward } from '../../api/types';
import { navigate } from '../../platform/navigate';
import { setUser, user } from '../../state/session';
import { Button } from '../../ui/Button';
import { formatDate, formatPoints } from '../../ui/format';
import { card, mediaBox, muted, pageBody } from '../../ui/layout';
import { Modal } from '../../ui/Modal';
import { PageHeader } from '../../ui/PageHeader';
import { PlainText } from '../../ui/PlainText';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { toast } from '../../ui/toast';
import { useResource } from '../../ui/useResource';
import { DetailSkeleton } from '../content/DetailSkeleton';
import { parseId } from '../content/parseId';
import { shortfallText, stockText, windowText } from './stock';
import { text } from './text';
import { useRedeemAttempt } from './useRedeemAttempt';

const costRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });
const costValue = css({
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
  color: theme.color.primary,
});
const facts = css({ margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(1) });
const reason = css({ margin: 0, color: theme.color.warn, fontWeight: theme.font.weight.bold });
const sums = css({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  '& dt': { color: theme.color.textMuted },
  '& dd': { margin: 0, textAlign: 'right', fontWeight: theme.font.weight.bold },
});
const description = css({ '& p': { margin: 0 } });
const alert = css({ margin: `${theme.space(3)} 0 0`, color: theme.color.error });

export default function RewardDetail() {
  const id = parseId(useRoute().params.id);
  const t = text.detail;
  const { data, error, loading, reload } = useResource<Reward | null>(
    () => (id ? getReward(id) : Promise.resolve(null)),
    [id],
    { toast: (e) => e.status !== 404 },
  );

  let content: preact.ComponentChildren;
  if (loading && !data) content = <DetailSkeleton label={t.loading} />;
  else if (error?.status === 404 || (!error && !data))
    content = <EmptyState title={t.notFoundTitle} body={t.notFoundBody} />;
  else if (error || !data) content = <ErrorState message={error?.message} onRetry={reload} />;
  else content = <RewardView reward={data} refresh={reload} />;

  return (
    <div>
      <PageHeader title={data?.title ?? t.title} backHref="/redeem" backLabel={t.back} />
      {content}
    </div>
  );
}

/** Reads the balance again after a refusal; the page keeps the one it has if that fails. */
const refreshBalance = () => getUser().then(setUser, () => undefined);

function RewardView({ reward, refresh }: { reward: Reward; refresh: () => void }) {
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
      <img
        class={mediaBox}
        src={reward.imageUrl}
        alt=""
        width={640}
        height={360}
        decoding="async"
        fetchpriority="high"
      />
      {reward.description && <PlainText class={description} text={reward.description} />}
      <div class={card} style={{ display: 'grid', gap: theme.space(3) }}>
        <p class={`${costRow}`} style={{ margin: 0 }}>
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
        <p class={muted} style={{ margin: 0 }}>
          {t.useWindow(reward.useWindowMinutes)}
        </p>
        {blockedBy && (
          <p class={reason} id="redeem-blocked">
            {blockedBy}
          </p>
        )}
        <Button
          fullWidth
          disabled={Boolean(blockedBy)}
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

interface ConfirmRedeemProps {
  reward: Reward;
  attempt: ReturnType<typeof useRedeemAttempt>;
  /** Why the member cannot redeem now (read again after a refusal): Confirm is off. */
  blockedBy: string | null;
  onClose: () => void;
}

function ConfirmRedeem({ reward, attempt, blockedBy, onClose }: ConfirmRedeemProps) {
  const t = text.confirm;
  const balance = user.value?.points;

  const confirm = async () => {
    const result = await attempt.redeem();
    if (!result) return;
    const me = user.peek();
    try {
      setUser(await getUser());
    } catch {
      if (me) setUser({ ...me, points: me.points - reward.pointsCost });
    }
    toast('success', t.success);
    navigate('/redeem/myRewards');
  };

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      dismissible={!attempt.busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={attempt.busy}>
            {t.cancel}
          </Button>
          <Button
            busy={attempt.busy}
            disabled={Boolean(blockedBy)}
            aria-describedby={blockedBy ? 'confirm-blocked' : undefined}
            onClick={confirm}
          >
            {attempt.busy ? t.confirming : t.confirm}
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>{reward.title}</p>
      <dl class={sums}>
        <dt>{t.cost}</dt>
        <dd>{formatPoints(reward.pointsCost)}</dd>
        {balance !== undefined && (
          <>
            <dt>{t.balance}</dt>
            <dd>{formatPoints(balance)}</dd>
            <dt>{t.after}</dt>
            <dd>{formatPoints(balance - reward.pointsCost)}</dd>
          </>
        )}
      </dl>
      {attempt.error && (
        <p class={alert} role="alert">
          {attempt.error}
        </p>
      )}
      {blockedBy && blockedBy !== attempt.error && (
        <p class={reason} id="confirm-blocked">
          {blockedBy}
        </p>
      )}
    </Modal>
  );
}
