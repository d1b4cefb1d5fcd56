import { useState } from 'preact/hooks';
import { setPersonalInfoConsent } from '../../api/calls';
import { setUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/form/Switch';
import { Modal } from '../../ui/Modal';
import { toast, toastError } from '../../ui/toast';
import { profileText as t } from './text';

/** The personal-information consent switch. Giving consent saves at once; withdrawing asks
 *  first. While saving the switch shows the new state; a failure puts it back. */
export function ConsentSetting({ consent }: { consent: boolean }) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = async (next: boolean) => {
    setPending(next);
    try {
      setUser(await setPersonalInfoConsent(next));
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
        label={t.consentLabel}
        description={t.consentDescription}
        checked={pending ?? consent}
        busy={busy}
        onChange={(next) => (next ? save(true) : setConfirming(true))}
      />
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
            <Button variant="danger" busy={busy} onClick={() => save(false)}>
              {busy ? t.withdrawing : t.withdrawConfirm}
            </Button>
          </>
        }
      >
        <p>{t.withdrawBody}</p>
      </Modal>
    </>
  );
}
