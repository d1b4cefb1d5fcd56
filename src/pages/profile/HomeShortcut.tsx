import { useState } from 'preact/hooks';
import { addToHomeScreen, loadedLiff } from '../../liff';
import { language } from '../../state/language';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { profileText as t } from './text';

/** "Add to home screen", shown only where LIFF offers the shortcut: the SDK's own check (logged
 *  in, on a phone, granted to the LIFF app, and a LINE version that has it). */
export function HomeShortcut() {
  const [busy, setBusy] = useState(false);
  // Decided in the first render (LIFF is initialised before pages render): a button appearing
  // later would push the point history down.
  const liff = loadedLiff();
  if (!liff?.isApiAvailable('createShortcutOnHomeScreen')) {
    return null;
  }
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
          const own = error instanceof Error && error.message ? error.message : String(error);
          // English shows LIFF's own words (SPEC's 'Invalid LIFF ID.'); Thai shows the app's.
          toast('error', language.value === 'en' ? own : t.addToHomeFailed);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t.addingToHome : t.addToHome}
    </Button>
  );
}
