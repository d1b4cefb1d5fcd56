import { useEffect, useRef, useState } from 'preact/hooks';
import { requestOtp } from '../../api/calls';
import { ApiError } from '../../api/errors';

/** Seconds before another code may be asked for, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

export interface SentCode {
  ref: string;
  /** The number the code went to: a code is only good for that number. */
  tel: string;
}

/** '0812341234' → '08x-xxx-1234'. */
export const maskTel = (tel: string): string => `${tel.slice(0, 2)}x-xxx-${tel.slice(-4)}`;

/** Sends OTPs and counts down until another may be sent (60 s, or the 429's retryAfter). */
export function useOtpSender(onError: (error: unknown) => void) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  const timer = useRef<ReturnType<typeof setInterval>>();

  const countDown = (seconds: number) => {
    clearInterval(timer.current);
    setSecondsLeft(seconds);
    timer.current = setInterval(() => {
      setSecondsLeft((s) => {
        if (s <= 1) clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  useEffect(() => () => clearInterval(timer.current), []);

  /** Resolves true when a code was sent. */
  const send = async (tel: string): Promise<boolean> => {
    if (sending || secondsLeft > 0) return false;
    setSending(true);
    try {
      const result = await requestOtp(tel);
      setSent({ ref: result.otpRefCode, tel });
      countDown(RESEND_SECONDS);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        countDown(error.retryAfter ?? RESEND_SECONDS);
      }
      onError(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sent, secondsLeft, sending, send };
}
