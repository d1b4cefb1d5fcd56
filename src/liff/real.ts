import CloseWindow from '@line/liff/close-window';
import liff from '@line/liff/core';
import GetAppLanguage from '@line/liff/get-app-language';
import GetContext from '@line/liff/get-context';
import GetDecodedIDToken from '@line/liff/get-decoded-id-token';
import GetFriendship from '@line/liff/get-friendship';
import GetIDToken from '@line/liff/get-id-token';
import GetLanguage from '@line/liff/get-language';
import GetOS from '@line/liff/get-os';
import GetProfile from '@line/liff/get-profile';
import IsApiAvailable from '@line/liff/is-api-available';
import IsInClient from '@line/liff/is-in-client';
import IsLoggedIn from '@line/liff/is-logged-in';
import Login from '@line/liff/login';
import Logout from '@line/liff/logout';
import type { Liff } from './types';

liff.use(new IsInClient());
liff.use(new IsLoggedIn());
liff.use(new Login());
liff.use(new Logout());
liff.use(new GetIDToken());
liff.use(new GetDecodedIDToken());
liff.use(new GetFriendship());
liff.use(new GetProfile());
liff.use(new GetOS());
liff.use(new CloseWindow());
liff.use(new GetContext());
liff.use(new IsApiAvailable());
liff.use(new GetAppLanguage());
liff.use(new GetLanguage());

// Rarely used modules (and their dependencies) are installed on first use, outside the initial JS.
const sendMessagesModule = () =>
  import('@line/liff/send-messages').then((m) => void liff.use(new m.default()));
const shortcutModule = () =>
  import('@line/liff/create-shortcut-on-home-screen').then((m) => void liff.use(new m.default()));

/** The production LIFF: the pluggable core with only the modules above. Its installed methods
 *  are plain functions (they never read `this`), so most are handed out as they are. */
export function createRealLiff(): Liff {
  return {
    // LINE Login's answer stays in the address after an external login (loginAnswer.ts).
    init: (liffId) =>
      liff.init({ liffId }).then(() => {
        if (location.search.includes('liffClientId')) {
          return import('./loginAnswer').then((m) => m.dropLoginAnswer());
        }
      }),
    isInClient: liff.isInClient,
    isLoggedIn: liff.isLoggedIn,
    // The SDK adds redirect_uri only when one is given.
    login: (redirectUri) => liff.login({ redirectUri }),
    logout: liff.logout,
    getIDToken: liff.getIDToken,
    getDecodedIDToken: liff.getDecodedIDToken as Liff['getDecodedIDToken'],
    getFriendship: liff.getFriendship,
    getProfile: async () => {
      const p = await liff.getProfile();
      return { ...p, pictureUrl: p.pictureUrl ?? '' };
    },
    getOS: liff.getOS,
    sendMessages: async (messages) => {
      await sendMessagesModule();
      await liff.sendMessages(messages);
    },
    closeWindow: liff.closeWindow,
    createShortcutOnHomeScreen: async (params) => {
      await shortcutModule();
      await liff.createShortcutOnHomeScreen(params);
    },
    getContext: liff.getContext,
    isApiAvailable: liff.isApiAvailable,
    // getLanguage (the webview's language) where this LINE cannot tell its app language.
    getAppLanguage: () => {
      try {
        return liff.getAppLanguage() || liff.getLanguage();
      } catch {
        return liff.getLanguage();
      }
    },
  };
}
