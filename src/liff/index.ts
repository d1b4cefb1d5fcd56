export { currentIdToken, getLiff, loadedLiff, loadLiff } from './load';
export { addToHomeScreen } from './shortcut';
export type { DecodedIdToken, Liff, LiffMessages, LiffOS, LiffProfile } from './types';
