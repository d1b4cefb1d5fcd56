import { act, render, screen } from '@testing-library/preact';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized, request } from '../../../src/api/client';
import { signInAgain } from '../../../src/api/signInAgain';
import { lineProfile } from '../../../src/state/session';
import { clearAccessToken, getAccessToken, setAccessToken } from '../../../src/state/token';
import { Toaster } from '../../../src/ui/Toaster';
import { collectToasts } from '../helpers/render';
import { reply, requests, server, useMockServer } from '../helpers/server';

vi.mock('../../../src/liff', () => ({
  loadedLiff: () => ({ getIDToken: () => 'line-id-token' }),
}));

useMockServer();
// As main.tsx does.
onUnauthorized(signInAgain);

/** GET /api/user/history/point and POST /api/codes: 401 unless the Authorization header is
 *  `auth`, then `body`. Every hit is recorded in `requests`. */
function unauthorizedUnless(auth: string, body: object) {
  const answer = async ({ request: r }: { request: Request }) => {
    const form = r.method === 'POST' ? Object.fromEntries(await r.formData()) : undefined;
    requests.push({
      method: r.method,
      path: new URL(r.url).pathname,
      query: new URL(r.url).searchParams,
      headers: r.headers,
      form: form as Record<string, string> | undefined,
    });
    return r.headers.get('authorization') === auth
      ? HttpResponse.json(body)
      : HttpResponse.json(
          { error: { code: 'UNAUTHORIZED', message: 'Please sign in again.' } },
          { status: 401 },
        );
  };
  return [http.get('/api/user/history/point', answer), http.post('/api/codes', answer)];
}

const hits = (path: string) => requests.filter((r) => r.path === path);

beforeEach(() => {
  lineProfile.value = { userId: 'U123', displayName: 'Somchai', pictureUrl: '' };
  // A forged or expired cookie.
  setAccessToken('forged');
});

afterEach(() => {
  lineProfile.value = null;
});

describe('a session that heals', () => {
  it('signs in again once on a 401 and sends the call again with the new token', async () => {
    server.use(
      reply('post', '/api/authorization/login', { userId: 7, accessToken: 'fresh-1' }),
      ...unauthorizedUnless('Bearer fresh-1', [{ points: 50 }]),
    );
    const [first, second] = await Promise.all([
      request('GET', '/api/user/history/point'),
      request('GET', '/api/user/history/point'),
    ]);
    expect(first).toEqual([{ points: 50 }]);
    expect(second).toEqual([{ points: 50 }]);
    expect(getAccessToken()).toBe('fresh-1');
    // Two calls refused at once share one sign-in, made without the refused token.
    const logins = hits('/api/authorization/login');
    expect(logins).toHaveLength(1);
    expect(logins[0]?.form).toEqual({ lineUserId: 'U123', idToken: 'line-id-token' });
    expect(logins[0]?.headers.get('authorization')).toBeNull();
    expect(hits('/api/user/history/point')).toHaveLength(4);
  });

  it('sends a POST again too, once, with the same body', async () => {
    server.use(
      reply('post', '/api/authorization/login', { userId: 7, accessToken: 'fresh-1' }),
      ...unauthorizedUnless('Bearer fresh-1', { pointsAdded: 20 }),
    );
    await expect(request('POST', '/api/codes', { form: { code: 'COFFEE20' } })).resolves.toEqual({
      pointsAdded: 20,
    });
    expect(hits('/api/codes').map((r) => r.form)).toEqual([
      { code: 'COFFEE20' },
      { code: 'COFFEE20' },
    ]);
  });

  it('when signing in fails, the call fails with its own 401 and a way back is offered', async () => {
    const toasts = collectToasts();
    server.use(
      reply(
        'post',
        '/api/authorization/login',
        { error: { code: 'UNAUTHORIZED', message: 'LINE says no' } },
        401,
      ),
      ...unauthorizedUnless('Bearer never', []),
    );
    await expect(request('GET', '/api/user/history/point')).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in again.',
    });
    expect(hits('/api/user/history/point')).toHaveLength(1);
    expect(hits('/api/authorization/login')).toHaveLength(1);
    expect(toasts.messages).toEqual(['Your session has ended.']);
    toasts.stop();
  });

  it('does not sign in for a call made without a token', async () => {
    clearAccessToken();
    server.use(...unauthorizedUnless('Bearer x', []));
    await expect(request('GET', '/api/user/history/point')).rejects.toMatchObject({ status: 401 });
    expect(hits('/api/authorization/login')).toHaveLength(0);
  });
});

describe('the way back', () => {
  it('is a toast with a "Sign in again" button that stays until used, shown once', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<Toaster />);
    const offer = () =>
      document.dispatchEvent(
        new CustomEvent('toast', {
          detail: {
            severity: 'error',
            message: 'Your session has ended.',
            action: { label: 'Sign in again', run: reload },
          },
        }),
      );
    act(() => {
      offer();
      offer();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getAllByText('Your session has ended.')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Sign in again' }).click());
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
