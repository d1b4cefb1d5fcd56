import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/platform/afterPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint where the page reports no largest paints', () => {
  it('runs once the next frame has painted, not in the frame itself, and only once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();

    for (const frame of frames.splice(0)) frame(0);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after a second in a page that paints no frame (hidden)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint while the page reports largest paints', () => {
  /** A PerformanceObserver that reports largest paints when told to (`paint(startTime)`). */
  function stubObserver() {
    const observers: { cb: PerformanceObserverCallback; on: boolean }[] = [];
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      entry: { cb: PerformanceObserverCallback; on: boolean };
      constructor(cb: PerformanceObserverCallback) {
        this.entry = { cb, on: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.on = true;
      }
      disconnect() {
        this.entry.on = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const paint = (startTime: number) => {
      for (const o of observers.filter((x) => x.on))
        o.cb(
          { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
          {} as PerformanceObserver,
        );
    };
    return { paint, listening: () => observers.filter((o) => o.on).length };
  }

  it('runs in the task after a largest paint made after the call, not for an earlier one, once', () => {
    vi.useFakeTimers();
    const { paint, listening } = stubObserver();
    vi.advanceTimersByTime(100);
    const fn = vi.fn();
    afterNextPaint(fn);
    paint(50);
    vi.advanceTimersByTime(0);
    expect(fn).not.toHaveBeenCalled();

    paint(performance.now());
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after a second when no largest paint comes, not after a frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.useFakeTimers();
    const { listening } = stubObserver();
    const fn = vi.fn();
    afterNextPaint(fn);
    expect(frames).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(listening()).toBe(0);
  });
});
