import type { Liff as LiffSdk } from '@line/liff';

export type LiffOS = 'ios' | 'android' | 'web';
export type LiffMessages = Parameters<LiffSdk['sendMessages']>[0];
export type LiffContext = ReturnType<LiffSdk['getContext']>;

export interface LiffProfile {
  userId: string;
  displayName: string;
  pictureUrl: string;
}

/** The claims the app reads from the ID token; exp and iat are epoch seconds. */
export interface DecodedIdToken {
  sub: string;
  exp: number;
  iat?: number;
  name?: string;
  picture?: string;
}

/** What the app uses of LIFF. A real and a mock implementation exist; nothing else touches the
 *  SDK. */
export interface Liff {
  init(liffId: string): Promise<void>;
  isInClient(): boolean;
  isLoggedIn(): boolean;
  login(redirectUri?: string): void;
  logout(): void;
  getIDToken(): string | null;
  getDecodedIDToken(): DecodedIdToken | null;
  getFriendship(): Promise<{ friendFlag: boolean }>;
  getProfile(): Promise<LiffProfile>;
  getOS(): LiffOS | undefined;
  sendMessages(messages: LiffMessages): Promise<void>;
  closeWindow(): void;
  createShortcutOnHomeScreen(params: { url: string; description?: string }): Promise<void>;
  getContext(): LiffContext;
  isApiAvailable(apiName: string): boolean;
  /** LINE's app language as a tag ('th', 'en-US'); usable before init. */
  getAppLanguage(): string;
}
