import { API_BASE } from '../config';
import type { DecodedIdToken, LiffOS, LiffProfile } from './types';

/** What a QA script may write to localStorage 'liff-mock' before the page loads (DESIGN.md). */
export interface LiffMockOverrides {
  isInClient?: boolean;
  isLoggedIn?: boolean;
  friendFlag?: boolean;
  /** Epoch seconds; in the past = expired. */
  idTokenExp?: number;
  os?: LiffOS;
  profile?: Partial<LiffProfile>;
  /** LINE's app language ('th', 'en'); the browser's language when unset. */
  language?: string;
}

export const MOCK_OVERRIDES_KEY = 'liff-mock';
/** sessionStorage: set by logout, so later loads in this browser session are logged out. */
export const MOCK_LOGGED_OUT_KEY = 'liff-mock:logged-out';
/** sessionStorage: exp of the token a mock login issued; it beats an expired override so the
 *  expired → logout → login path ends. */
export const MOCK_LOGIN_EXP_KEY = 'liff-mock:login-exp';

export const MOCK_TOKEN_LIFETIME_S = 3600;

// An http(s) URL like a real LINE picture; the reference server draws it.
const DEMO_AVATAR = new URL('/images/avatar-demo.svg', API_BASE || location.origin).href;

export const DEMO_PROFILE: LiffProfile = {
  userId: 'U-demo-0001',
  displayName: 'Demo User',
  pictureUrl: DEMO_AVATAR,
};

export interface MockState {
  isInClient: boolean;
  isLoggedIn: boolean;
  friendFlag: boolean;
  os: LiffOS;
  profile: LiffProfile;
  decodedIdToken: DecodedIdToken;
  idToken: string;
}

export function readOverrides(local: Storage): LiffMockOverrides {
  try {
    const parsed = JSON.parse(local.getItem(MOCK_OVERRIDES_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as LiffMockOverrides) : {};
  } catch {
    return {};
  }
}

/** The mock LIFF's current answers: the happy path unless overridden. */
export function readMockState(local: Storage, session: Storage, nowS: number): MockState {
  const o = readOverrides(local);
  const profile = { ...DEMO_PROFILE, ...o.profile };
  const loginExp = Number(session.getItem(MOCK_LOGIN_EXP_KEY)) || undefined;
  const exp = loginExp ?? o.idTokenExp ?? nowS + MOCK_TOKEN_LIFETIME_S;
  const decodedIdToken: DecodedIdToken = {
    sub: profile.userId,
    exp,
    iat: Math.min(exp, nowS),
    name: profile.displayName,
    picture: profile.pictureUrl,
  };
  return {
    isInClient: o.isInClient ?? true,
    // A mock login in this browser session beats the override, so the login path ends.
    isLoggedIn:
      session.getItem(MOCK_LOGGED_OUT_KEY) !== '1' &&
      (loginExp !== undefined || (o.isLoggedIn ?? true)),
    friendFlag: o.friendFlag ?? true,
    os: o.os ?? 'web',
    profile,
    decodedIdToken,
    idToken: mockIdToken(decodedIdToken),
  };
}

/** The reference server in AUTH_MODE=mock accepts tokens that start with 'mock'. */
export function mockIdToken(claims: DecodedIdToken): string {
  const json = JSON.stringify({
    sub: claims.sub,
    exp: claims.exp,
    name: claims.name,
    picture: claims.picture,
  });
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `mock.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export function markLoggedOut(session: Storage): void {
  session.setItem(MOCK_LOGGED_OUT_KEY, '1');
  session.removeItem(MOCK_LOGIN_EXP_KEY);
}

export function markLoggedIn(session: Storage, nowS: number): void {
  session.removeItem(MOCK_LOGGED_OUT_KEY);
  session.setItem(MOCK_LOGIN_EXP_KEY, String(nowS + MOCK_TOKEN_LIFETIME_S));
}
