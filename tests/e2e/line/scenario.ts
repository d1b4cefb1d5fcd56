// What the emulated LINE answers, as data. A journey picks a scenario; the emulator
// (tests/e2e/line/emulator.ts) and the browser routes (tests/e2e/line/fixtures.ts) read it.

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string;
  statusMessage?: string;
}

/** The LINE endpoints a scenario can make fail (LIFF-SDK.md, Requests). */
export type LineEndpoint =
  | 'contextToken'
  | 'featureToken'
  | 'token'
  | 'certs'
  | 'verify'
  | 'profile'
  | 'friendship'
  | 'message';

export interface LineScenario {
  /** In LINE: the LIFF browser (user agent `Line/x.y.z LIFF`, the native bridge, tokens in the
   *  URL fragment). Otherwise an external browser. */
  inClient: boolean;
  /** Outside LINE: LINE's own in-app browser (user agent `Line/x.y.z` without `LIFF`), where
   *  the app logs in with LINE Login instead of opening the deep link. */
  lineBrowser: boolean;
  /** In LINE, whether LINE opens the app logged in (tokens in the fragment). Outside LINE the
   *  browser starts logged out and logs in through access.line.me. */
  loggedIn: boolean;
  friend: boolean;
  profile: LineProfile;
  os: 'ios' | 'android';
  lineVersion: string;
  /** The browser's language (navigator.language, Accept-Language). */
  language: string;
  /** LINE's own app language, when it differs from the webview's: on iOS from LINE 14.11, the
   *  SDK's getAppLanguage asks LINE with `prompt('LIFF:GET_APP_LANGUAGE')` and LINE answers it. */
  appLanguage?: string;
  /** Where LINE opened the app: a one-to-one chat (`utou`), a group, a room, outside a chat
   *  (`none`), or an external browser (`external`). */
  contextType: 'utou' | 'group' | 'room' | 'none' | 'external';
  /** Scopes of the LIFF app's channel; `chat_message.write` lets the app send to the chat. */
  scopes: string[];
  /** Lifetime of the ID tokens LINE issues from now on. */
  idTokenLifetimeS: number;
  /** LINE unreachable (every request to LINE fails at the network). */
  unreachable: boolean;
  /** HTTP statuses LINE answers for the given endpoints. */
  failures: Partial<Record<LineEndpoint, number>>;
}

export const DEFAULT_SCENARIO: LineScenario = {
  inClient: true,
  lineBrowser: false,
  loggedIn: true,
  friend: true,
  profile: {
    userId: 'U00000000000000000000000000000000',
    displayName: 'LINE User',
    pictureUrl: 'https://profile.line-scdn.net/0h-e2e-avatar',
  },
  os: 'android',
  lineVersion: '14.5.0',
  language: 'en-US',
  contextType: 'utou',
  scopes: ['openid', 'profile', 'chat_message.write'],
  idTokenLifetimeS: 3600,
  unreachable: false,
  failures: {},
};

/** The header that carries the scenario from the browser routes to the emulator. */
export const SCENARIO_HEADER = 'x-line-scenario';

export const encodeScenario = (s: LineScenario): string =>
  Buffer.from(JSON.stringify(s)).toString('base64url');

export const decodeScenario = (value: string): LineScenario =>
  JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as LineScenario;

/** The user agent LINE's browsers send on this phone (`base`: the phone's browser). */
export function userAgentFor(s: LineScenario, base: string): string {
  const phone =
    s.os === 'ios'
      ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1'
      : base;
  if (s.inClient) return `${phone} Line/${s.lineVersion} LIFF`;
  if (s.lineBrowser) return `${phone} Line/${s.lineVersion}/IAB`;
  return phone;
}
