import { css } from 'goober';
import { useRef, useState } from 'preact/hooks';
import type { UserReward } from '../../../contract/wire';
import { useReward as startUsingReward } from '../../api/calls';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { theme } from '../../ui/theme';
import { toastError } from '../../ui/toast';
import { text } from './text';

const lead = css({ marginTop: 0 });

const alert = css({ margin: `${theme.space(3)} 0 0`, color: theme.color.error });

/** Warns that using a reward starts its countdown; Start calls PUT /api/user/rewards/use. */
export function UseRewardModal({
  reward,
  onClose,
  onStarted,
}: {
  reward: UserReward;
  onClose: () => void;
  onStarted: (r: UserReward) => void;
}) {
  const t = text.use;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const inFlight = useRef(false);

  const start = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      onStarted(await startUsingReward(reward.campaignRewardId));
    } catch (e) {
      toastError(e);
      setError(e instanceof ApiError ? e.message : undefined);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button busy={busy} onClick={start}>
            {busy ? t.starting : t.start}
          </Button>
        </>
      }
    >
      <p class={lead}>
        <strong>{reward.reward.title}</strong>
      </p>
      <p>{t.warning(reward.reward.useWindowMinutes)}</p>
      {error && (
        <p class={alert} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
