import { afterEach, describe, expect, it, vi } from 'vitest';
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
/** The module as a page that has just opened has it: the cookie not read yet. */
const openPage = async () => {
  vi.resetModules();
  return import('../../../src/state/token');
};
/** What `run` does to document.cookie: how often it reads it and what it writes (passed on to the
 *  real cookie jar unless `keepWrites` is false). */
const watchCookie = (run: () => void, keepWrites = true) => {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const seen = { reads: 0, written: [] as string[] };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => {
      seen.reads++;
      return cookie?.get?.call(document);
    },
    set: (value: string) => {
      seen.written.push(value);
      if (keepWrites) cookie?.set?.call(document, value);
    },
  });
  try {
    run();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
  return seen;
};

afterEach(() => at('/'));

describe('accessToken cookie', () => {
  it('is named accessToken and reads back what was set, on this page and the next', async () => {
    setAccessToken('eyJ.abc-_.sig');
    expect(getAccessToken()).toBe('eyJ.abc-_.sig');
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=eyJ.abc-_.sig`);
    expect((await openPage()).getAccessToken()).toBe('eyJ.abc-_.sig');
  });

  it('is undefined when absent or empty', async () => {
    expect((await openPage()).getAccessToken()).toBeUndefined();
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}=`);
    expect((await openPage()).getAccessToken()).toBeUndefined();
  });

  it('round-trips characters a cookie cannot hold raw', async () => {
    setAccessToken('a b;c=d,é');
    expect((await openPage()).getAccessToken()).toBe('a b;c=d,é');
  });

  it('is set on path / : set on a deep page, it is sent on every page', async () => {
    at('/redeem/rewards/7');
    setAccessToken('t1');
    at('/');
    expect((await openPage()).getAccessToken()).toBe('t1');
    at('/profile/history');
    expect((await openPage()).getAccessToken()).toBe('t1');
  });

  it('is cleared from any page', async () => {
    setAccessToken('t1');
    at('/profile');
    clearAccessToken();
    expect(getAccessToken()).toBeUndefined();
    at('/');
    expect((await openPage()).getAccessToken()).toBeUndefined();
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
  });

  it('reads the cookie once per page: what the app wrote is known without reading it again', async () => {
    const page = await openPage();
    expect(watchCookie(() => page.getAccessToken()).reads).toBe(1);
    expect(watchCookie(() => page.getAccessToken()).reads).toBe(0);
    expect(
      watchCookie(() => {
        page.setAccessToken('t4');
        expect(page.getAccessToken()).toBe('t4');
        page.clearAccessToken();
        expect(page.getAccessToken()).toBeUndefined();
      }).reads,
    ).toBe(0);
  });

  it('is not confused by other cookies', async () => {
    writeRawCookie('xaccessToken=no');
    writeRawCookie('other=1');
    expect((await openPage()).getAccessToken()).toBeUndefined();
    setAccessToken('t2');
    expect((await openPage()).getAccessToken()).toBe('t2');
    writeRawCookie('xaccessToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    writeRawCookie('other=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('reads a malformed percent-encoding as no token instead of throwing', async () => {
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}=%E0%A4%A`);
    expect((await openPage()).getAccessToken()).toBeUndefined();
  });

  it('is written as it always was: characters cookies allow stay raw, path / and SameSite=Lax', () => {
    const { written } = watchCookie(() => setAccessToken('a+b/c==:@ é;'), false);
    expect(written).toEqual(['accessToken=a+b/c==:@%20%C3%A9%3B; path=/; sameSite=Lax']);
  });

  it('reads a quoted value and leaves a lone % as it is', async () => {
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}="t3"`);
    expect((await openPage()).getAccessToken()).toBe('t3');
    writeRawCookie(`${ACCESS_TOKEN_COOKIE}=50%off`);
    expect((await openPage()).getAccessToken()).toBe('50%off');
    clearAccessToken();
  });
});
