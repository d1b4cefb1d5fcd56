import { describe, expect, it, vi } from 'vitest';
import { createMockLiff, type MockEnv } from '../../../src/liff/mock';
import {
  DEMO_PROFILE,
  MOCK_OVERRIDES_KEY,
  mockIdToken,
  readMockState,
} from '../../../src/liff/mockState';

const NOW_S = 1_700_000_000;
const env = (): MockEnv => ({
  local: localStorage,
  session: sessionStorage,
  nowS: () => NOW_S,
  assign: vi.fn(),
});
const override = (value: object) => localStorage.setItem(MOCK_OVERRIDES_KEY, JSON.stringify(value));

describe('mock LIFF state', () => {
  it('is the happy path by default', () => {
    const s = readMockState(localStorage, sessionStorage, NOW_S);
    expect(s).toMatchObject({
      isInClient: true,
      isLoggedIn: true,
      friendFlag: true,
      os: 'web',
      profile: DEMO_PROFILE,
    });
    expect(s.decodedIdToken.exp).toBe(NOW_S + 3600);
    expect(s.profile.userId).toBe('U-demo-0001');
    // An http(s) picture like LINE's, served by our own backend, never a remote host.
    expect(new URL(s.profile.pictureUrl)).toMatchObject({
      origin: location.origin,
      pathname: '/images/avatar-demo.svg',
    });
  });

  it('reads every override from localStorage liff-mock', () => {
    override({
      isInClient: false,
      isLoggedIn: false,
      friendFlag: false,
      idTokenExp: 5,
      os: 'android',
      profile: { userId: 'U1', displayName: 'A' },
    });
    const s = readMockState(localStorage, sessionStorage, NOW_S);
    expect(s).toMatchObject({
      isInClient: false,
      isLoggedIn: false,
      friendFlag: false,
      os: 'android',
    });
    expect(s.decodedIdToken.exp).toBe(5);
    expect(s.profile).toEqual({ ...DEMO_PROFILE, userId: 'U1', displayName: 'A' });
  });

  it('ignores broken JSON', () => {
    localStorage.setItem(MOCK_OVERRIDES_KEY, '{nope');
    expect(readMockState(localStorage, sessionStorage, NOW_S).isLoggedIn).toBe(true);
  });

  it("makes ID tokens the mock server accepts ('mock' + base64url claims)", () => {
    const token = mockIdToken({ sub: 'U1', exp: 10, name: 'Ä', picture: 'p' });
    expect(token.startsWith('mock.')).toBe(true);
    const payload = token.slice(5).replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0)));
    expect(JSON.parse(json)).toEqual({ sub: 'U1', exp: 10, name: 'Ä', picture: 'p' });
  });
});

describe('mock LIFF facade (@line/liff-mock underneath)', () => {
  it('answers the happy path after init', async () => {
    const liff = createMockLiff(env());
    await liff.init('');
    expect(liff.isInClient()).toBe(true);
    expect(liff.isLoggedIn()).toBe(true);
    expect(await liff.getFriendship()).toEqual({ friendFlag: true });
    expect(await liff.getProfile()).toEqual(DEMO_PROFILE);
    expect(liff.getIDToken()).toMatch(/^mock\./);
    expect(liff.getDecodedIDToken()?.exp).toBe(NOW_S + 3600);
  });

  it('logout makes later loads in this browser session logged out; login ends it with a fresh token', async () => {
    override({ idTokenExp: 0 });
    const e = env();
    const liff = createMockLiff(e);
    await liff.init('');
    expect(liff.getDecodedIDToken()?.exp).toBe(0);
    liff.logout();
    expect(liff.isLoggedIn()).toBe(false);
    const nextLoad = createMockLiff(e);
    expect(nextLoad.isLoggedIn()).toBe(false);
    nextLoad.login('https://app.example');
    expect(e.assign).toHaveBeenCalledWith('https://app.example');
    const afterLogin = createMockLiff(e);
    expect(afterLogin.isLoggedIn()).toBe(true);
    expect(afterLogin.getDecodedIDToken()?.exp).toBe(NOW_S + 3600);
  });

  it('a mock login beats the isLoggedIn: false override, so the login path ends', async () => {
    override({ isLoggedIn: false });
    const e = env();
    const first = createMockLiff(e);
    await first.init('');
    expect(first.isLoggedIn()).toBe(false);
    first.login('https://app.example');
    const afterLogin = createMockLiff(e);
    await afterLogin.init('');
    expect(afterLogin.isLoggedIn()).toBe(true);
    afterLogin.logout();
    expect(createMockLiff(e).isLoggedIn()).toBe(false);
  });

  it('follows overrides for client, friendship and os', async () => {
    override({ isInClient: false, friendFlag: false, os: 'ios' });
    const liff = createMockLiff(env());
    await liff.init('');
    expect(liff.isInClient()).toBe(false);
    expect(await liff.getFriendship()).toEqual({ friendFlag: false });
    expect(liff.getOS()).toBe('ios');
  });
});
