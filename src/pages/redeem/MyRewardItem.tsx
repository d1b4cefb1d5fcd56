import { css } from 'goober';
import { useEffect, useState } from 'preact/hooks';
import type { UserReward } from '../../../contract/wire';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { ThumbCard, thumbCardBox, thumbCardTitle } from '../../ui/ThumbCard';
import { theme } from '../../ui/theme';
import { toast, toastError } from '../../ui/toast';
import { formatMmSs, useCountdown } from '../../ui/useCountdown';
import { canReopen } from './rewardGroups';
import { shareToChat } from './shareToChat';
import { text } from './text';

const box = thumbCardBox(72);
const meta = css({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted });
const actions = css({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  '& > *': { flex: '1 1 120px' },
});

export interface MyRewardItemProps {
  reward: UserReward;
  canShare: boolean;
  onUse: (r: UserReward) => void;
  onOpen: (r: UserReward) => void;
  /** An in-use reward's window ran out while on screen. */
  onWindowEnded: (r: UserReward) => void;
}

export function MyRewardItem({
  reward,
  canShare,
  onUse,
  onOpen,
  onWindowEnded,
}: MyRewardItemProps) {
  const t = text.mine;
  const r = reward.reward;
  return (
    <ThumbCard
      box={box}
      imageUrl={r.imageUrl}
      footer={
        <div class={actions}>
          {reward.status === 'available' && <Button onClick={() => onUse(reward)}>{t.use}</Button>}
          {reward.status === 'inUse' && <Button onClick={() => onOpen(reward)}>{t.show}</Button>}
          {reward.status === 'used' && canReopen(reward) && (
            <Button variant="secondary" onClick={() => onOpen(reward)}>
              {t.reopen}
            </Button>
          )}
          {canShare && reward.status !== 'expired' && <ShareButton title={r.title} />}
        </div>
      }
    >
      <h2 class={thumbCardTitle}>{r.title}</h2>
      {reward.status === 'inUse' ? (
        <InUse reward={reward} onEnded={onWindowEnded} />
      ) : (
        <p class={meta}>{dateLine(reward)}</p>
      )}
    </ThumbCard>
  );
}

function dateLine(reward: UserReward): string {
  const t = text.mine;
  if (reward.status === 'used' && reward.usedAt) return t.usedOn(formatDate(reward.usedAt));
  if (reward.status === 'expired') return t.expiredOn(formatDate(reward.expiresAt));
  return t.expires(formatDate(reward.expiresAt));
}

function InUse({ reward, onEnded }: { reward: UserReward; onEnded: (r: UserReward) => void }) {
  const until = reward.useExpiresAt ? Date.parse(reward.useExpiresAt) : null;
  const left = useCountdown(until);
  useEffect(() => {
    if (until !== null && left === 0) onEnded({ ...reward, status: 'used' });
  }, [left === 0]);
  return (
    <p class={meta}>
      <Badge tone="warn">{text.mine.inUse}</Badge> {text.mine.timeLeft(formatMmSs(left))}
    </p>
  );
}

function ShareButton({ title: rewardTitle }: { title: string }) {
  const t = text.mine;
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      await shareToChat(t.shareMessage(rewardTitle));
      toast('success', t.shared);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" busy={busy} onClick={share}>
      {busy ? t.sharing : t.share}
    </Button>
  );
}
