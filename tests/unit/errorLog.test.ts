import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, ERROR_LOG_LIMIT, installErrorLog } from '../../src/platform/errorLog';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('error log', () => {
  it('posts uncaught errors and unhandled rejections with the user id, message and stack, later', async () => {
    const post = vi.fn(async () => undefined);
    const remove = installErrorLog(window, { post, userId: () => 7, now: Date.now });
    const error = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const reason = new TypeError('nope');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason, promise: Promise.resolve() });
    window.dispatchEvent(rejection);
    expect(post).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(post).toHaveBeenCalledWith(7, 'boom', error.stack);
    expect(post).toHaveBeenCalledWith(7, 'nope', reason.stack);
    remove();
  });

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
