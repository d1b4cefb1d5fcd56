import CloseWindow from '@line/liff/close-window';
import liff from '@line/liff/core';
import GetContext from '@line/liff/get-context';
import GetDecodedIDToken from '@line/liff/get-decoded-id-token';
import GetFriendship from '@line/liff/get-friendship';
import GetIDToken from '@line/liff/get-id-token';
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

// Rarely used modules (and their dependencies) are installed on first use, outside the initial JS.
const sendMessagesModule = () =>
  import('@line/liff/send-messages').then((m) => void liff.use(new m.default()));
const shortcutModule = () =>
  import('@line/liff/create-shortcut-on-home-screen').then((m) => void liff.use(new m.default()));

/** After a login outside LINE the SDK leaves LINE Login's answer in the address bar. It must not
 *  reach the page, the logs or a carried fullPath; and on Android, a page whose referrer holds
 *  `liffClientId` makes the SDK's next init wait forever for a login that "escaped" LINE. */
const dropLoginAnswer = () => {
  const url = new URL(location.href);
  if (url.searchParams.has('liffClientId')) {
    for (const key of ['code', 'state', 'liffClientId', 'liffRedirectUri']) {
      url.searchParams.delete(key);
    }
    history.replaceState(history.state, '', url);
  }
};

/** The production LIFF: the pluggable core with only the modules above. */
export function createRealLiff(): Liff {
  return {
    init: (liffId) => liff.init({ liffId }).then(dropLoginAnswer),
    isInClient: () => liff.isInClient(),
    isLoggedIn: () => liff.isLoggedIn(),
    login: (redirectUri) => liff.login(redirectUri ? { redirectUri } : undefined),
    logout: () => liff.logout(),
    getIDToken: () => liff.getIDToken(),
    getDecodedIDToken: () => liff.getDecodedIDToken() as ReturnType<Liff['getDecodedIDToken']>,
    getFriendship: () => liff.getFriendship(),
    getProfile: async () => {
      const p = await liff.getProfile();
      return { userId: p.userId, displayName: p.displayName, pictureUrl: p.pictureUrl ?? '' };
    },
    getOS: () => liff.getOS(),
    sendMessages: async (messages) => {
      await sendMessagesModule();
      await liff.sendMessages(messages);
    },
    closeWindow: () => liff.closeWindow(),
    createShortcutOnHomeScreen: async (params) => {
      await shortcutModule();
      await liff.createShortcutOnHomeScreen(params);
    },
    getContext: () => liff.getContext(),
    isApiAvailable: (apiName) => liff.isApiAvailable(apiName),
  };
}
