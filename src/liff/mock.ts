import type { Liff as LiffSdk } from '@line/liff';
import liffCore from '@line/liff/core';
import IsInClient from '@line/liff/is-in-client';
import { LiffMockPlugin } from '@line/liff-mock';
import { markLoggedIn, markLoggedOut, readMockState, readOverrides } from './mockState';
import type { Liff } from './types';

type MockData = Record<string, unknown>;
interface MockedSdk {
  init(config: { liffId: string; mock: boolean }): Promise<void>;
  $mock: { set(update: (prev: MockData) => MockData): void };
}

// The pluggable core as in production: liff-mock's init installs every API it mocks (it reads
// isInClient while installing, hence that module first).
liffCore.use(new IsInClient());
liffCore.use(new LiffMockPlugin() as unknown as Parameters<typeof liffCore.use>[0]);
const liff = liffCore as unknown as LiffSdk;
const sdk = liff as unknown as LiffSdk & MockedSdk;

export interface MockEnv {
  local: Storage;
  session: Storage;
  nowS: () => number;
  assign: (url: string) => void;
}

const browserEnv = (): MockEnv => ({
  local: localStorage,
  session: sessionStorage,
  nowS: () => Math.floor(Date.now() / 1000),
  assign: (url) => location.assign(url),
});

/** LIFF in mock mode: @line/liff-mock fed from localStorage 'liff-mock' (see mockState.ts). Only
 *  ever loaded by a dynamic import when VITE_LIFF_MOCK=1. */
export function createMockLiff(env: MockEnv = browserEnv()): Liff {
  const state = () => readMockState(env.local, env.session, env.nowS());
  const sync = () => {
    const s = state();
    sdk.$mock.set((prev) => ({
      ...prev,
      isInClient: s.isInClient,
      isLoggedIn: s.isLoggedIn,
      getOS: s.os,
      getProfile: s.profile,
      getFriendship: { friendFlag: s.friendFlag },
      getIDToken: s.idToken,
      getDecodedIDToken: s.decodedIdToken,
      isApiAvailable: true,
    }));
    return s;
  };

  return {
    async init(liffId) {
      await sdk.init({ liffId: liffId || 'mock-liff-id', mock: true });
      // liff-mock refuses getProfile/getFriendship until login has been called once.
      if (sync().isLoggedIn) liff.login();
    },
    isInClient: () => state().isInClient,
    isLoggedIn: () => state().isLoggedIn,
    login(redirectUri) {
      markLoggedIn(env.session, env.nowS());
      sync();
      env.assign(redirectUri ?? location.href);
    },
    logout() {
      markLoggedOut(env.session);
      sync();
    },
    getIDToken: () => (state().isLoggedIn ? state().idToken : null),
    getDecodedIDToken: () => (state().isLoggedIn ? state().decodedIdToken : null),
    getFriendship: async () => ({ friendFlag: state().friendFlag }),
    getProfile: async () => state().profile,
    getOS: () => state().os,
    sendMessages: async (messages) => {
      await liff.sendMessages(messages);
    },
    closeWindow: () => liff.closeWindow(),
    createShortcutOnHomeScreen: (params) => liff.createShortcutOnHomeScreen(params),
    getContext: () => liff.getContext(),
    isApiAvailable: () => true,
    getAppLanguage: () => readOverrides(env.local).language ?? navigator.language,
  };
}
