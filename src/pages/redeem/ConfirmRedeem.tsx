import { css } from 'goober';
import type { Reward } from '../../../contract/wire';
import { navigate } from '../../platform/navigate';
import { setUser, user } from '../../state/session';
import { Button } from '../../ui/Button';
import { formatPoints } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { toast } from '../../ui/toast';
import { alert, reason, sums } from './rewardDetailStyles';
import { text } from './text';
import type { useRedeemAttempt } from './useRedeemAttempt';

const lead = css({ marginTop: 0 });

export interface ConfirmRedeemProps {
  reward: Reward;
  attempt: ReturnType<typeof useRedeemAttempt>;
  /** Why the member cannot redeem now (read again after a refusal): Confirm is off. */
  blockedBy: string | null;
  onClose: () => void;
}

/** The confirmation before a redeem, with the sums; Confirm redeems and opens My rewards. */
export function ConfirmRedeem({ reward, attempt, blockedBy, onClose }: ConfirmRedeemProps) {
  const t = text.confirm;
  const balance = user.value?.points;

  const confirm = async () => {
    const result = await attempt.redeem();
    if (!result) return;
    const me = user.peek();
    if (me) setUser({ ...me, points: result.balance });
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
      <p class={lead}>{reward.title}</p>
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
