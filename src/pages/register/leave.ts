import { getLiff } from '../../liff';
import { navigate } from '../../platform/navigate';

/** Leaves registration: closes the LIFF window inside LINE, else goes Home. */
export async function leaveRegistration(): Promise<void> {
  try {
    const liff = await getLiff();
    if (liff.isInClient()) {
      liff.closeWindow();
      return;
    }
  } catch {
    // No LIFF (e.g. opened in a plain browser): fall through to Home.
  }
  navigate('/', { replace: true });
}
