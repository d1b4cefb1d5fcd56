import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, ERROR_LOG_LIMIT } from '../../../src/platform/errorLog';
import { reportUncaught } from '../../../src/platform/reportError';
import { setStoredUser } from '../../../src/state/session';
import { reply, requests, server, useMockServer } from '../helpers/server';

describe('error log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most 5 a minute', async () => {
    let now = 0;
    const post = vi.fn(async () => undefined);
    const report = createErrorReporter({ post, userId: () => '', now: () => now });
    const sent = Array.from({ length: 8 }, () => report('loop', ''));
    expect(sent.filter(Boolean)).toHaveLength(ERROR_LOG_LIMIT);
    now += 59_999;
    expect(report('still', '')).toBe(false);
    now += 1;
    expect(report('again', '')).toBe(true);
    await vi.runAllTimersAsync();
    expect(post).toHaveBeenCalledTimes(6);
  });

  it('never throws, even when posting fails', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    const report = createErrorReporter({ post, userId: () => 1, now: Date.now });
    expect(report('x', '')).toBe(true);
    await vi.runAllTimersAsync();
    const throwing = createErrorReporter({
      post: () => {
        throw new Error('sync');
      },
      userId: () => 1,
      now: Date.now,
    });
    expect(throwing('y', '')).toBe(true);
    await expect(vi.runAllTimersAsync()).resolves.toBeDefined();
  });
});

describe('uncaught errors', () => {
  useMockServer();

  it('posts uncaught errors and unhandled rejections with the user id, message and stack, later', async () => {
    server.use(reply('post', '/api/log/error', {}));
    setStoredUser({ id: 7 });
    // A window of its own: the test runner treats error events on the real one as failures.
    const target = new EventTarget() as unknown as Window;
    const remove = reportUncaught(target);
    const error = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const reason = new TypeError('nope');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason, promise: Promise.resolve() });
    target.dispatchEvent(rejection);
    remove();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after removal') }));
    expect(requests).toEqual([]);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(2);
    // Multipart bodies carry line breaks as CRLF.
    const sent = requests.map((r) => ({ ...r.form, stack: r.form?.stack?.replace(/\r\n/g, '\n') }));
    expect(sent).toContainEqual({ userId: '7', message: 'boom', stack: error.stack });
    expect(sent).toContainEqual({ userId: '7', message: 'nope', stack: reason.stack });
    setStoredUser(null);
  });
});
