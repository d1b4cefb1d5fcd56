import { useState } from 'preact/hooks';
import { requestOtp } from '../../api/calls';
import { ApiError } from '../../api/errors';
import { useCountdown } from '../../ui/useCountdown';

/** Seconds before another code may be asked for, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

export interface SentCode {
  ref: string;
  /** The number the code went to: a code is only good for that number. */
  tel: string;
}

/** Where sending stands: what was sent and when another code may be asked for (epoch ms, 0
 *  for now). Kept in the registration draft so a reload picks up where it was. */
export interface OtpState {
  sent: SentCode | null;
  resendAt: number;
}

/** '0812341234' → '08x-xxx-1234'. */
export const maskTel = (tel: string): string => `${tel.slice(0, 2)}x-xxx-${tel.slice(-4)}`;

/** Sends OTPs and counts down until another may be sent (60 s, or the 429's retryAfter). Starts
 *  from `initial`; `onChange` hears every new state. */
export function useOtpSender(
  onError: (error: unknown) => void,
  initial: OtpState = { sent: null, resendAt: 0 },
  onChange: (state: OtpState) => void = () => undefined,
) {
  const [state, setState] = useState(initial);
  const [sending, setSending] = useState(false);
  const secondsLeft = useCountdown(state.resendAt);

  const update = (next: OtpState) => {
    setState(next);
    onChange(next);
  };
  const waitFor = (seconds: number) => Date.now() + seconds * 1000;

  /** Resolves true when a code was sent. */
  const send = async (tel: string): Promise<boolean> => {
    if (sending || secondsLeft > 0) return false;
    setSending(true);
    try {
      const result = await requestOtp(tel);
      update({ sent: { ref: result.otpRefCode, tel }, resendAt: waitFor(RESEND_SECONDS) });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        update({ ...state, resendAt: waitFor(error.retryAfter ?? RESEND_SECONDS) });
      }
      onError(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sent: state.sent, secondsLeft, sending, send };
}
