import { css } from 'goober';
import { useEffect } from 'preact/hooks';
import type { UserReward } from '../../../contract/wire';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { theme } from '../../ui/theme';
import { formatMmSs, useCountdown } from '../../ui/useCountdown';
import { RewardQr } from './RewardQr';
import { text } from './text';

const title = css({ margin: 0, textAlign: 'center' });

const codeText = css({
  margin: `${theme.space(3)} 0`,
  textAlign: 'center',
  fontSize: '32px',
  fontWeight: theme.font.weight.bold,
  letterSpacing: '0.12em',
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'break-all',
});
const timer = css({
  margin: `${theme.space(3)} 0 0`,
  textAlign: 'center',
  fontSize: theme.font.size.lg,
  fontVariantNumeric: 'tabular-nums',
});
const ended = css({ color: theme.color.danger, fontWeight: theme.font.weight.bold });
const label = css({
  display: 'block',
  fontSize: theme.font.size.sm,
  letterSpacing: 'normal',
  // The code may break anywhere; the words above it (Thai has no spaces) only between words.
  wordBreak: 'normal',
  color: theme.color.textMuted,
});

/** The code to show staff: large text, a QR code and the time left (mm:ss). When the time is up
 *  it says so and tells the page the reward is now used. */
export function CodePanel({
  reward,
  onClose,
  onExpired,
}: {
  reward: UserReward;
  onClose: () => void;
  onExpired: (r: UserReward) => void;
}) {
  const t = text.code;
  const until = reward.useExpiresAt ? Date.parse(reward.useExpiresAt) : null;
  const left = useCountdown(until);
  const over = until !== null && left === 0;

  useEffect(() => {
    if (over && reward.status === 'inUse') onExpired({ ...reward, status: 'used' });
  }, [over]);

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      <p class={title}>{reward.reward.title}</p>
      {reward.code && (
        <>
          <p class={codeText}>
            <span class={label}>{t.codeLabel}</span>
            {reward.code}
          </p>
          <RewardQr value={reward.code} label={t.qrLabel(reward.code)} />
        </>
      )}
      {until !== null &&
        (over ? (
          <p class={`${timer} ${ended}`} role="status">
            {t.ended}
          </p>
        ) : (
          <p class={timer}>
            {t.timeLeft}: <strong>{formatMmSs(left)}</strong>
          </p>
        ))}
    </Modal>
  );
}
