import { useEffect, useState } from 'preact/hooks';
import { addToHomeScreen, getLiff } from '../../liff';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { profileText as t } from './text';

/** "Add to home screen", shown only where LIFF offers the shortcut. */
export function HomeShortcut() {
  const [available, setAvailable] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getLiff()
      .then((liff) => {
        if (live)
          setAvailable(liff.isInClient() || liff.isApiAvailable('createShortcutOnHomeScreen'));
      })
      .catch(() => {
        // No LIFF here: no button.
      });
    return () => {
      live = false;
    };
  }, []);

  if (!available) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await addToHomeScreen();
        } catch (error) {
          toast('error', error instanceof Error && error.message ? error.message : String(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t.addingToHome : t.addToHome}
    </Button>
  );
}
