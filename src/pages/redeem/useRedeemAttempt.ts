import { useRef, useState } from 'preact/hooks';
import type { RedeemAnswer } from '../../../contract/wire';
import { redeemReward } from '../../api/calls';
import { ApiError } from '../../api/errors';
import { toastError } from '../../ui/toast';
import { newIdempotencyKey } from './idempotencyKey';
import { text } from './text';

/** A 4xx is the server's final word on this attempt; a network error or 5xx may have been
 *  applied before the answer was lost, so its retry must reuse the key. */
const isDefinitive = (e: ApiError) => e.status >= 400 && e.status < 500;

/** Redeeming one reward. The Idempotency-Key lives as long as the attempt: it is reused when the
 *  customer retries after an unclear failure, and replaced only after a definitive answer, so a
 *  double tap or a retry never spends twice. A refusal (4xx) calls onRefused, for the page to
 *  read the reward and the balance again. */
export function useRedeemAttempt(rewardId: number, onRefused?: () => void) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const redeem = async (): Promise<RedeemAnswer | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    key.current ??= newIdempotencyKey();
    try {
      const result = await redeemReward(rewardId, key.current);
      key.current = null;
      // Stays busy: the page moves on, and a late second tap must not start a new attempt.
      return result;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, 'NETWORK', text.confirm.networkRetry);
      if (isDefinitive(err)) {
        key.current = null;
        // Stock, limit or balance changed behind the page: show what the member can do now.
        onRefused?.();
      } else toastError(err);
      setError(err.status === 0 ? text.confirm.networkRetry : err.message);
      inFlight.current = false;
      setBusy(false);
      return null;
    }
  };

  return { redeem, busy, error, clearError: () => setError(undefined) };
}
