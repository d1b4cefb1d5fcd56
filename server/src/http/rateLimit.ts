import type { Clock } from '../clock.ts';

interface Window {
  count: number;
  resetAt: number;
}

/** A fixed-window counter kept in memory: enough for one server process. */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the key may act again, or 0 when it is under the limit. */
  retryAfter(key: string): number {
    const window = this.current(key);
    if (!window || window.count < this.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.clock().getTime()) / 1000));
  }

  hit(key: string): void {
    const now = this.clock().getTime();
    const window = this.current(key);
    if (window) window.count += 1;
    else {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    }
  }

  /** Counts one more hit and answers the seconds to wait when that hit is over the limit. */
  take(key: string): number {
    const wait = this.retryAfter(key);
    if (wait > 0) return wait;
    this.hit(key);
    return 0;
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.clock().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
