import { afterEach, describe, expect, it } from 'vitest';
import { dropLoginAnswer } from '../../../src/liff/loginAnswer';

describe('dropLoginAnswer', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it("removes LINE Login's answer from the address bar and keeps the rest of the query", () => {
    history.replaceState(
      null,
      '',
      '/redeem/3?carousel=2&code=abc&state=xyz&liffClientId=1657000000&liffRedirectUri=http%3A%2F%2Fapp%2F#top',
    );
    dropLoginAnswer();
    expect(location.pathname + location.search + location.hash).toBe('/redeem/3?carousel=2#top');
  });

  it('leaves a query without liffClientId alone (code and state may be the app’s own)', () => {
    history.replaceState(null, '', '/content/9?state=open&code=A1');
    dropLoginAnswer();
    expect(location.search).toBe('?state=open&code=A1');
  });
});
