import { useEffect, useState } from 'preact/hooks';

/** Whole seconds left until `until` (epoch ms), ticking once a second and stopping at 0.
 *  Read from the clock on every render (a new `until` shows at once, not a tick later), so a
 *  throttled background tab does not drift either. */
export function useCountdown(until: number | null | undefined): number {
  const left = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left();
}

/** 75 → '1:15'; 3600 → '60:00'. */
export const formatMmSs = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const splitSeconds = (total: number): Parts => ({
  days: Math.floor(total / 86_400),
  hours: Math.floor((total % 86_400) / 3600),
  minutes: Math.floor((total % 3600) / 60),
  seconds: total % 60,
});
