import { useState } from 'preact/hooks';
import type { User } from '../../../contract/wire';
import { setUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/form/Switch';
import { Modal } from '../../ui/Modal';
import { toast, toastError } from '../../ui/toast';
import { profileText as t } from './text';

export interface ConsentSettingProps {
  label: string;
  description: string;
  consent: boolean;
  /** Saves the new state through its call and answers the stored user. */
  save: (next: boolean) => Promise<User>;
  /** Withdrawing asks first (the personal-information consent, which membership needs). */
  confirmWithdrawal?: boolean;
}

/** One consent switch. Giving consent saves at once; withdrawing saves at once too, or asks
 *  first when confirmWithdrawal is set. While saving the switch shows the new state; a failure
 *  puts it back and toasts the server's message. */
export function ConsentSetting({
  label,
  description,
  consent,
  save,
  confirmWithdrawal,
}: ConsentSettingProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);

  const change = async (next: boolean) => {
    setPending(next);
    try {
      setUser(await save(next));
      toast('success', next ? t.consentGiven : t.consentWithdrawn);
    } catch (error) {
      toastError(error);
    } finally {
      setPending(null);
      setConfirming(false);
    }
  };

  const busy = pending !== null;
  return (
    <>
      <Switch
        label={label}
        description={description}
        checked={pending ?? consent}
        busy={busy}
        onChange={(next) => (next || !confirmWithdrawal ? change(next) : setConfirming(true))}
      />
      {confirmWithdrawal && (
        <Modal
          open={confirming}
          title={t.withdrawTitle}
          onClose={() => setConfirming(false)}
          dismissible={!busy}
          actions={
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t.keep}
              </Button>
              <Button variant="danger" busy={busy} onClick={() => change(false)}>
                {busy ? t.withdrawing : t.withdrawConfirm}
              </Button>
            </>
          }
        >
          <p>{t.withdrawBody}</p>
        </Modal>
      )}
    </>
  );
}
