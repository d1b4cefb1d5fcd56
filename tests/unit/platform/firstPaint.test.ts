import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../src/platform/firstPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A PerformanceObserver of paint entries that reports them when told to (`paint(name)`). */
function stubPaintObserver() {
  const callbacks: PerformanceObserverCallback[] = [];
  const observed: PerformanceObserverInit[] = [];
  class Observer {
    cb: PerformanceObserverCallback;
    constructor(cb: PerformanceObserverCallback) {
      this.cb = cb;
    }
    observe(init: PerformanceObserverInit) {
      observed.push(init);
      callbacks.push(this.cb);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  const paint = (name: string) => {
    const list = {
      getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
    } as unknown as PerformanceObserverEntryList;
    for (const cb of callbacks) cb(list, {} as PerformanceObserver);
  };
  return { paint, observed };
}

describe('afterFirstPaint', () => {
  it('starts on the first contentful paint, reported buffered, and only once', () => {
    vi.useFakeTimers();
    const { paint, observed } = stubPaintObserver();
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);

    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);

    paint('first-contentful-paint');
    vi.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after hiddenMs in a page that never paints (hidden)', () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const start = vi.fn();
    afterFirstPaint(start, 1000);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
