import { useState } from 'preact/hooks';
import type { OtpResult } from '../../../../contract/wire';
import { ApiError } from '../../../api/errors';
import { useCountdown } from '../../../ui/useCountdown';
import { fieldText as t } from './text';

/** Seconds before another code may be asked for, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

export interface SentCode {
  ref: string;
  /** The number the code went to: a code is only good for that number. */
  tel: string;
}

/** Where sending stands: what was sent and when another code may be asked for (epoch ms, 0
 *  for now). Kept in the form's draft so a reload picks up where it was. */
export interface OtpState {
  sent: SentCode | null;
  resendAt: number;
}

/** An OtpState as a form's draft keeps it: flat, as formDraft's sameShape reads it back (the code
 *  itself is never kept). A type, not an interface: sameShape takes string-keyed records. */
export type OtpDraft = {
  otpRef: string;
  otpTel: string;
  resendAt: number;
};

export const otpFromDraft = ({ otpRef, otpTel, resendAt }: OtpDraft): OtpState => ({
  sent: otpRef ? { ref: otpRef, tel: otpTel } : null,
  resendAt,
});

export const otpToDraft = ({ sent, resendAt }: OtpState): OtpDraft => ({
  otpRef: sent?.ref ?? '',
  otpTel: sent?.tel ?? '',
  resendAt,
});

export interface OtpSenderOptions {
  /** Asks the server to send a code to `tel` (requestOtp, as the page's caller is known). */
  request: (tel: string) => Promise<OtpResult>;
  /** Hears a failed request (the countdown of a 429 is already started). */
  onError: (error: unknown) => void;
  initial?: OtpState;
  /** Hears every new state. */
  onChange?: (state: OtpState) => void;
}

/** Sends OTPs and counts down until another may be sent (60 s, or the 429's retryAfter). */
export function useOtpSender({
  request,
  onError,
  initial = { sent: null, resendAt: 0 },
  onChange,
}: OtpSenderOptions) {
  const [state, setState] = useState(initial);
  const [sending, setSending] = useState(false);
  const secondsLeft = useCountdown(state.resendAt);

  const update = (next: OtpState) => {
    setState(next);
    onChange?.(next);
  };
  const waitFor = (seconds: number) => Date.now() + seconds * 1000;

  /** Resolves true when a code was sent. A send that failed otherwise (503 SMS_UNAVAILABLE: no
   *  code was spent) leaves everything as it was, so the customer may ask again at once. */
  const send = async (tel: string): Promise<boolean> => {
    if (sending || secondsLeft > 0) return false;
    setSending(true);
    try {
      const result = await request(tel);
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

  /** The code sent to `tel`; else undefined, and `refuse` hears why (for the code field): none
   *  was sent yet, or it went to another number. */
  const sentTo = (tel: string, refuse: (message: string) => void): SentCode | undefined => {
    if (state.sent?.tel === tel) return state.sent;
    refuse(state.sent ? t.codeForOtherNumber : t.codeNeeded);
  };

  return { ...state, secondsLeft, sending, send, sentTo };
}

export type OtpSender = ReturnType<typeof useOtpSender>;
