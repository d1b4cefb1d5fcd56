import { LIFF_ID } from '../config';
import { loadLiff } from './load';
import type { Liff } from './types';

/** Adds the app to the phone's home screen (LIFF createShortcutOnHomeScreen). */
export async function addToHomeScreen(liffId: string = LIFF_ID, liff?: Liff): Promise<void> {
  if (!liffId) throw new Error('Invalid LIFF ID.');
  await (liff ?? (await loadLiff())).createShortcutOnHomeScreen({
    url: `https://miniapp.line.me/${liffId}`,
  });
}
