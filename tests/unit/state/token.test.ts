import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  clearAccessToken,
  getAccessToken,
  setAccessToken,
} from '../../../src/state/token';

const at = (path: string) => history.replaceState(null, '', path);
/** Writes a cookie as another writer would (the backend, an older build of the app). */
const writeRawCookie = (pair: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the point is to bypass the module under test.
  document.cookie = `${pair}; path=/`;
};

afterEach(() => at('/'));

describe('accessToken cookie', () => {
  it('is named accessToken and reads back what was set', () => {
    setAccessToken('eyJ.abc-_.sig');
    expect(getAccessToken()).toBe('eyJ.abc-_.sig');
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=eyJ.abc-_.sig`);
  });

  it('is undefined when absent or empty', () => {
    expect(getAccessToken()).toBeUndefined();
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}=`);
    expect(getAccessToken()).toBeUndefined();
  });

  it('round-trips characters a cookie cannot hold raw', () => {
    setAccessToken('a b;c=d,é');
    expect(getAccessToken()).toBe('a b;c=d,é');
  });

  it('is set on path / : set on a deep page, it is sent on every page', () => {
    at('/redeem/rewards/7');
    setAccessToken('t1');
    at('/');
    expect(getAccessToken()).toBe('t1');
    at('/profile/history');
    expect(getAccessToken()).toBe('t1');
  });

  it('is cleared from any page', () => {
    setAccessToken('t1');
    at('/profile');
    clearAccessToken();
    at('/');
    expect(getAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
  });

  it('is not confused by other cookies', () => {
    writeRawCookie('xaccessToken=no');
    writeRawCookie('other=1');
    expect(getAccessToken()).toBeUndefined();
    setAccessToken('t2');
    expect(getAccessToken()).toBe('t2');
    writeRawCookie('xaccessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    writeRawCookie('other=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('reads a malformed percent-encoding as no token instead of throwing', () => {
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}=%E0%A4%A`);
    expect(getAccessToken()).toBeUndefined();
  });

  it('is written as it always was: characters cookies allow stay raw, path / and SameSite=Lax', () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie?.get?.call(document),
      set: (value: string) => written.push(value),
    });
    try {
      setAccessToken('a+b/c==:@ é;');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(written).toEqual(['accessToken=a+b/c==:@%20%C3%A9%3B; path=/; sameSite=Lax']);
  });

  it('reads a quoted value and leaves a lone % as it is', () => {
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}="t3"`);
    expect(getAccessToken()).toBe('t3');
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}=50%off`);
    expect(getAccessToken()).toBe('50%off');
    clearAccessToken();
  });
});
