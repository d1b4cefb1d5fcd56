import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/wire';
import { type StartupDeps, startup } from '../../../src/boot/startup';
import type { Liff } from '../../../src/liff/types';
import { questionnaireStatus } from '../../../src/state/questionnaire';
import { lineProfile, ready, setStoredUser, storedUser, user } from '../../../src/state/session';
import { getAccessToken, setAccessToken } from '../../../src/state/token';

const NOW_S = 1_700_000_000;
const PROFILE = { userId: 'U-line-1', displayName: 'Cony', pictureUrl: 'https://img/cony.png' };
const USER: User = {
  id: 7,
  lineUserId: 'U-line-1',
  lineDisplayName: 'Cony',
  linePictureUrl: 'https://img/cony.png',
  firstname: 'C',
  lastname: 'B',
  tel: '0800000000',
  email: 'c@example.com',
  birthDate: '1990-01-01',
  registered: true,
  points: 10,
  personalInfoConsent: true,
  campaignConsent1: false,
  campaignConsent2: false,
} as User;

function fakeLiff(over: Partial<Liff> = {}): Liff {
  return {
    init: vi.fn(async () => {}),
    isInClient: vi.fn(() => true),
    isLoggedIn: vi.fn(() => true),
    login: vi.fn(),
    logout: vi.fn(),
    getIDToken: vi.fn(() => 'id-token-1'),
    getDecodedIDToken: vi.fn(() => ({ sub: PROFILE.userId, exp: NOW_S + 3600 })),
    getFriendship: vi.fn(async () => ({ friendFlag: true })),
    getProfile: vi.fn(async () => PROFILE),
    getOS: vi.fn(() => 'ios' as const),
    sendMessages: vi.fn(async () => {}),
    closeWindow: vi.fn(),
    createShortcutOnHomeScreen: vi.fn(async () => {}),
    getContext: vi.fn(() => null),
    isApiAvailable: vi.fn(() => true),
    getAppLanguage: vi.fn(() => 'en'),
    ...over,
  };
}

function fakeApi(over: Partial<StartupDeps['api']> = {}): StartupDeps['api'] {
  return {
    login: vi.fn(async () => ({ userId: 7, accessToken: 'tok-7' })),
    createUser: vi.fn(async () => ({ userId: 9 })),
    getUser: vi.fn(async () => USER),
    updateLineProfile: vi.fn(async () => USER),
    logState: vi.fn(async () => undefined),
    checkQuestionnaire: vi.fn(async () => ({
      completedQuestionnaire: true,
      skipQuestionnaire: false,
    })),
    ...over,
  };
}

function deps(
  over: Partial<StartupDeps> = {},
  url = 'https://app.example/?carousel=c1&logstate=s1',
) {
  return {
    liff: fakeLiff(),
    api: fakeApi(),
    currentUrl: () => new URL(url),
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126 Mobile Safari/537.36',
    liffId: 'LIFF-1',
    lineOaId: '@loyaltydemo',
    storage: localStorage,
    nowS: () => NOW_S,
    navigate: vi.fn(),
    navigateExternal: vi.fn(),
    reload: vi.fn(),
    loadPageCode: vi.fn(async () => undefined),
    startPageData: vi.fn(),
    dropPageData: vi.fn(),
    showSnapshot: vi.fn(),
    languageSettled: Promise.resolve(),
    forgetSnapshot: vi.fn(),
    ...over,
  } satisfies StartupDeps;
}

beforeEach(() => {
  ready.value = false;
  user.value = null;
  lineProfile.value = null;
  questionnaireStatus.value = null;
  setStoredUser(null);
});

describe('the customer language', () => {
  it('keeps the overlay until the texts of the language are here, then is ready', async () => {
    let settle!: () => void;
    const d = deps({ languageSettled: new Promise<void>((resolve) => (settle = resolve)) });
    const done = startup(d);
    await vi.waitFor(() => expect(d.api.checkQuestionnaire).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready.value).toBe(false);
    settle();
    await expect(done).resolves.toEqual({ kind: 'ready' });
    expect(ready.value).toBe(true);
  });

  it('waits for them on the way to registration too', async () => {
    let settle!: () => void;
    const d = deps({
      languageSettled: new Promise<void>((resolve) => (settle = resolve)),
      api: fakeApi({ login: vi.fn(async () => Promise.reject(new Error('unknown'))) }),
    });
    const done = startup(d);
    await vi.waitFor(() => expect(d.navigate).toHaveBeenCalledWith('/register'));
    expect(ready.value).toBe(false);
    settle();
    await expect(done).resolves.toEqual({ kind: 'register' });
    expect(ready.value).toBe(true);
  });
});

describe('startup step 1: LIFF init and launch parameters', () => {
  it('initialises LIFF with the configured id before asking it anything', async () => {
    const d = deps();
    const order: string[] = [];
    d.liff.init = vi.fn(async (id: string) => void order.push(`init:${id}`));
    d.liff.isInClient = vi.fn(() => {
      order.push('isInClient');
      return true;
    });
    await startup(d);
    expect(order.slice(0, 2)).toEqual(['init:LIFF-1', 'isInClient']);
  });

  it('keeps carousel and logstate of the launch URL in localStorage', async () => {
    const d = deps({ api: fakeApi({ logState: vi.fn(() => new Promise<undefined>(() => {})) }) });
    void startup(d);
    await vi.waitFor(() => expect(d.api.logState).toHaveBeenCalled());
    expect(localStorage.getItem('carousel')).toBe('c1');
    expect(localStorage.getItem('logstate')).toBe('s1');
  });
});

describe('startup step 2: outside LINE', () => {
  it('opens https://liff.line.me/{LIFF_ID} with carousel, logstate and fullPath', async () => {
    const d = deps(
      { liff: fakeLiff({ isInClient: vi.fn(() => false) }) },
      'https://app.example/profile?tab=2&carousel=c1&logstate=s1',
    );
    const outcome = await startup(d);
    expect(outcome).toEqual({ kind: 'left', reason: 'outside-line' });
    expect(d.navigateExternal).toHaveBeenCalledWith(
      'https://liff.line.me/LIFF-1?carousel=c1&logstate=s1&fullPath=%2Fprofile%3Ftab%3D2',
      { allowExternal: true },
    );
    expect(d.liff.login).not.toHaveBeenCalled();
    expect(ready.value).toBe(false);
  });

  it('sends empty carousel and logstate when there are none', async () => {
    const d = deps({ liff: fakeLiff({ isInClient: vi.fn(() => false) }) }, 'https://app.example/');
    await startup(d);
    expect(d.navigateExternal).toHaveBeenCalledWith(
      'https://liff.line.me/LIFF-1?carousel=&logstate=&fullPath=%2F',
      { allowExternal: true },
    );
  });

  it('stays when the user agent carries the Line marker', async () => {
    const d = deps({
      liff: fakeLiff({ isInClient: vi.fn(() => false) }),
      userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari Line/14.3.0',
    });
    expect(await startup(d)).toEqual({ kind: 'ready' });
    expect(d.navigateExternal).not.toHaveBeenCalled();
  });
});

describe('startup step 3: not logged in to LINE', () => {
  it('calls liff.login with a redirect to the origin and stops', async () => {
    const d = deps(
      { liff: fakeLiff({ isLoggedIn: vi.fn(() => false) }) },
      'https://app.example/redeem?x=1',
    );
    expect(await startup(d)).toEqual({ kind: 'left', reason: 'login' });
    expect(d.liff.login).toHaveBeenCalledWith('https://app.example');
    expect(d.forgetSnapshot).toHaveBeenCalled();
    expect(d.showSnapshot).not.toHaveBeenCalled();
    expect(d.liff.getProfile).not.toHaveBeenCalled();
    expect(d.api.login).not.toHaveBeenCalled();
  });
});

describe('startup step 4: expired ID token', () => {
  it('logs out and reloads when exp (seconds) is in the past', async () => {
    const d = deps({
      liff: fakeLiff({ getDecodedIDToken: vi.fn(() => ({ sub: 'U', exp: NOW_S - 1 })) }),
    });
    expect(await startup(d)).toEqual({ kind: 'left', reason: 'token-expired' });
    expect(d.liff.logout).toHaveBeenCalledOnce();
    expect(d.forgetSnapshot).toHaveBeenCalled();
    expect(d.showSnapshot).not.toHaveBeenCalled();
    expect(d.reload).toHaveBeenCalledOnce();
    expect(d.api.login).not.toHaveBeenCalled();
  });

  it('goes on while exp is now or later', async () => {
    const d = deps({
      liff: fakeLiff({ getDecodedIDToken: vi.fn(() => ({ sub: 'U', exp: NOW_S })) }),
    });
    expect(await startup(d)).toEqual({ kind: 'ready' });
    expect(d.liff.logout).not.toHaveBeenCalled();
  });
});

describe('startup step 5: not a friend', () => {
  it('opens https://line.me/R/ti/p/{VITE_LINE_OA_ID}', async () => {
    const d = deps({
      liff: fakeLiff({ getFriendship: vi.fn(async () => ({ friendFlag: false })) }),
    });
    expect(await startup(d)).toEqual({ kind: 'left', reason: 'not-friend' });
    expect(d.navigateExternal).toHaveBeenCalledWith('https://line.me/R/ti/p/@loyaltydemo', {
      allowExternal: true,
    });
    expect(d.forgetSnapshot).toHaveBeenCalled();
    expect(d.api.login).not.toHaveBeenCalled();
  });
});

describe('startup steps 6, 7 and 9: a returning user', () => {
  it('logs in with lineUserId and idToken, then loads everything and is ready', async () => {
    const d = deps();
    expect(await startup(d)).toEqual({ kind: 'ready' });
    expect(d.api.login).toHaveBeenCalledWith('U-line-1', 'id-token-1');
    expect(getAccessToken()).toBe('tok-7');
    expect(d.api.getUser).toHaveBeenCalledOnce();
    expect(d.api.updateLineProfile).toHaveBeenCalledWith('Cony', 'https://img/cony.png');
    expect(d.api.logState).toHaveBeenCalledWith(7, 's1', 'ios');
    expect(d.api.checkQuestionnaire).toHaveBeenCalledOnce();
    expect(localStorage.getItem('logstate')).toBeNull();
    expect(localStorage.getItem('carousel')).toBe('c1');
    expect(lineProfile.value).toEqual(PROFILE);
    expect(user.value).toEqual(USER);
    expect(storedUser.value).toEqual({ id: 7 });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ id: 7 });
    expect(questionnaireStatus.value).toEqual({ completed: true, skipped: false });
    expect(ready.value).toBe(true);
    expect(d.api.createUser).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('sends the four after-login calls in parallel', async () => {
    const pending = () => vi.fn(() => new Promise<never>(() => {}));
    const api = fakeApi({
      getUser: pending(),
      updateLineProfile: pending(),
      logState: pending(),
      checkQuestionnaire: pending(),
    });
    void startup(deps({ api }));
    await vi.waitFor(() => expect(api.getUser).toHaveBeenCalled());
    expect(api.updateLineProfile).toHaveBeenCalled();
    expect(api.logState).toHaveBeenCalled();
    expect(api.checkQuestionnaire).toHaveBeenCalled();
  });

  it("asks for the page's data right after login, with the token, beside the other calls", async () => {
    const api = fakeApi({ getUser: vi.fn(() => new Promise<never>(() => {})) });
    const d = deps({
      api,
      startPageData: vi.fn(() => expect(getAccessToken()).toBe('tok-7')),
    });
    void startup(d);
    await vi.waitFor(() => expect(api.getUser).toHaveBeenCalled());
    expect(d.startPageData).toHaveBeenCalledExactlyOnceWith('/');
    expect(vi.mocked(d.startPageData).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(api.getUser).mock.invocationCallOrder[0] as number,
    );
  });

  it("starts the data of the page a deep link's fullPath names", async () => {
    const d = deps({}, 'https://app.example/?fullPath=%2Fredeem%3Ftab%3D1');
    await startup(d);
    expect(d.startPageData).toHaveBeenCalledExactlyOnceWith('/redeem');
    expect(d.loadPageCode).toHaveBeenCalledExactlyOnceWith('/redeem');
  });

  it("downloads the page's code as the login call goes out, before login answers", async () => {
    const api = fakeApi({ login: vi.fn(() => new Promise<never>(() => {})) });
    const d = deps({ api });
    void startup(d);
    await vi.waitFor(() => expect(d.loadPageCode).toHaveBeenCalledExactlyOnceWith('/'));
    expect(vi.mocked(api.login).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(d.loadPageCode).mock.invocationCallOrder[0] as number,
    );
    expect(d.startPageData).not.toHaveBeenCalled();
  });

  it("stays not ready until the page's code is in", async () => {
    let loaded!: () => void;
    const d = deps({ loadPageCode: vi.fn(() => new Promise<void>((r) => (loaded = r))) });
    const outcome = startup(d);
    await vi.waitFor(() => expect(d.api.checkQuestionnaire).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(ready.value).toBe(false);
    loaded();
    expect(await outcome).toEqual({ kind: 'ready' });
    expect(ready.value).toBe(true);
  });

  it("paints the page's snapshot for the ID token's LINE user before asking LINE or the backend", async () => {
    const liff = fakeLiff({ getFriendship: vi.fn(() => new Promise<never>(() => {})) });
    const d = deps({ liff });
    void startup(d);
    await vi.waitFor(() => expect(liff.getFriendship).toHaveBeenCalled());
    expect(d.showSnapshot).toHaveBeenCalledExactlyOnceWith('/', PROFILE.userId);
    expect(vi.mocked(d.showSnapshot).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(liff.getFriendship).mock.invocationCallOrder[0] as number,
    );
    expect(d.forgetSnapshot).not.toHaveBeenCalled();
  });

  it('names the page a deep link opens when it offers the snapshot', async () => {
    const d = deps({}, 'https://app.example/?fullPath=%2Fprofile');
    await startup(d);
    expect(d.showSnapshot).toHaveBeenCalledWith('/profile', PROFILE.userId);
  });

  it('asks for friendship and profile at the same time', async () => {
    const liff = fakeLiff({ getFriendship: vi.fn(() => new Promise<never>(() => {})) });
    void startup(deps({ liff }));
    await vi.waitFor(() => expect(liff.getFriendship).toHaveBeenCalled());
    expect(liff.getProfile).toHaveBeenCalled();
  });

  it('sends an empty state and os when there are none, and keeps logstate if the log fails', async () => {
    const api = fakeApi({ logState: vi.fn(async () => Promise.reject(new Error('down'))) });
    localStorage.setItem('logstate', 'kept');
    const d = deps(
      { api, liff: fakeLiff({ getOS: vi.fn(() => undefined) }) },
      'https://app.example/',
    );
    await startup(d);
    expect(api.logState).toHaveBeenCalledWith(7, 'kept', '');
    expect(localStorage.getItem('logstate')).toBe('kept');
  });

  it('counts a failed questionnaire check as not completed', async () => {
    const api = fakeApi({
      checkQuestionnaire: vi.fn(async () => Promise.reject(new Error('500'))),
    });
    await startup(deps({ api }));
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: false });
    expect(ready.value).toBe(true);
  });

  it('reads the misspelled skip flag too', async () => {
    const api = fakeApi({
      checkQuestionnaire: vi.fn(async () => ({
        completedQuestionnaire: false,
        skipUestionnaire: true,
      })),
    });
    await startup(deps({ api }));
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: true });
  });

  it('goes to the fullPath a LINE deep link carried', async () => {
    const d = deps({}, 'https://app.example/?fullPath=%2Fredeem%2F3%3Fa%3D1&carousel=c1');
    await startup(d);
    expect(d.navigate).toHaveBeenCalledWith('/redeem/3?a=1');
  });

  it('ignores a fullPath that leaves the app', async () => {
    const d = deps({}, 'https://app.example/?fullPath=%2F%2Fevil.example%2F');
    await startup(d);
    expect(d.navigate).not.toHaveBeenCalled();
  });
});

describe('startup step 8: registration', () => {
  const expectRegistration = (d: ReturnType<typeof deps>) => {
    expect(getAccessToken()).toBeUndefined();
    expect(d.api.createUser).toHaveBeenCalledWith('U-line-1', 'id-token-1');
    expect(d.api.logState).toHaveBeenLastCalledWith(9, 's1', 'ios');
    expect(d.navigate).toHaveBeenCalledWith('/register');
    expect(storedUser.value).toEqual({ id: 9 });
    expect(user.value).toBeNull();
    expect(questionnaireStatus.value).toBeNull();
    expect(ready.value).toBe(true);
    expect(d.dropPageData).toHaveBeenCalled();
    expect(d.forgetSnapshot).toHaveBeenCalled();
  };

  it('a failed backend login clears the token, creates the user, logs and goes to /register', async () => {
    setAccessToken('stale');
    const d = deps({
      api: fakeApi({ login: vi.fn(async () => Promise.reject(new Error('401'))) }),
    });
    expect(await startup(d)).toEqual({ kind: 'register' });
    expectRegistration(d);
    expect(d.api.getUser).not.toHaveBeenCalled();
    expect(d.startPageData).not.toHaveBeenCalled();
  });

  it('a failed user load does the same', async () => {
    const d = deps({
      api: fakeApi({
        getUser: vi.fn(async () => Promise.reject(new Error('500'))),
        logState: vi.fn(async () => Promise.reject(new Error('keep logstate'))),
      }),
    });
    expect(await startup(d)).toEqual({ kind: 'register' });
    expectRegistration(d);
  });

  it('so does a user the backend knows but who never finished registering', async () => {
    const d = deps({
      api: fakeApi({
        getUser: vi.fn(async () => ({ ...USER, registered: false })),
        logState: vi.fn(async () => Promise.reject(new Error('keep logstate'))),
      }),
    });
    expect(await startup(d)).toEqual({ kind: 'register' });
    expectRegistration(d);
  });

  it('still goes to /register when createuser fails', async () => {
    const d = deps({
      api: fakeApi({
        login: vi.fn(async () => Promise.reject(new Error('401'))),
        createUser: vi.fn(async () => Promise.reject(new Error('500'))),
      }),
    });
    expect(await startup(d)).toEqual({ kind: 'register' });
    expect(d.api.logState).toHaveBeenCalledWith('', 's1', 'ios');
    expect(d.navigate).toHaveBeenCalledWith('/register');
  });
});
