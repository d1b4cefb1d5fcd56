import { css } from 'goober';
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CodeResult } from '../../../contract/wire';
import { enterCode } from '../../api/calls';
import { ApiError } from '../../api/errors';
import { setUser, user } from '../../state/session';
import { Button } from '../../ui/Button';
import { FieldMessages } from '../../ui/form/FieldMessages';
import { describedBy, fieldClass, inputClass, labelClass } from '../../ui/form/fieldStyles';
import { formatPoints } from '../../ui/format';
import { Sheet } from '../../ui/Modal';
import { theme } from '../../ui/theme';
import { toastError } from '../../ui/toast';
import { formatMmSs, useCountdown } from '../../ui/useCountdown';
import { codeErrorMessage } from './codeErrorMessage';
import { MAX_CODE_LENGTH, normalizeCode } from './normalizeCode';
import { text } from './text';

export interface CodeSheetProps {
  onClose: () => void;
  /** The button that opened the sheet: focus goes back to it on close. */
  returnFocus?: HTMLElement | null;
  /** Told after a code was accepted (the session user's points are already updated). */
  onSuccess?: (result: CodeResult) => void;
}

const codeInput = css({
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: theme.font.size.lg,
});
const success = css({ textAlign: 'center', display: 'grid', gap: theme.space(2) });
const added = css({
  margin: 0,
  fontSize: '32px',
  fontWeight: theme.font.weight.bold,
  color: theme.color.success,
});
const p = css({ margin: 0 });

/** The code entry sheet: one field, POST /api/codes, each refusal explained at the field. */
export default function CodeSheet({ onClose, onSuccess, returnFocus }: CodeSheetProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [retryUntil, setRetryUntil] = useState<number | null>(null);
  const [result, setResult] = useState<CodeResult | null>(null);
  const wait = useCountdown(retryUntil);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The sheet swaps its form for the result and back: the focused button goes with it, so focus
  // moves to what replaced it (and stays in the sheet, where Escape closes it).
  const swapped = useRef(false);
  useLayoutEffect(() => {
    if (swapped.current) (result ? resultRef : inputRef).current?.focus();
    swapped.current = true;
  }, [result]);
  const id = useId();
  const blocked = wait > 0;
  const shownError = retryUntil ? (blocked ? text.tooManyTries(formatMmSs(wait)) : error) : error;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy || blocked) return;
    const code = normalizeCode(value);
    if (!code) return fail(text.required);
    if (code.length > MAX_CODE_LENGTH) return fail(text.tooLong);
    setBusy(true);
    setError(undefined);
    setRetryUntil(null);
    try {
      const answer = await enterCode(code);
      const current = user.peek();
      if (current) setUser({ ...current, points: answer.balance });
      setResult(answer);
      onSuccess?.(answer);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) toastError(err);
      if (err instanceof ApiError && err.status === 429) {
        setRetryUntil(Date.now() + (err.retryAfter ?? 30) * 1000);
        fail(text.tooManyTriesNow);
      } else {
        fail(err instanceof ApiError ? codeErrorMessage(err) : text.unknown);
      }
    } finally {
      setBusy(false);
    }
  };

  function fail(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  const another = () => {
    setResult(null);
    setValue('');
    setError(undefined);
  };

  if (result) {
    return (
      <Sheet
        title={text.successTitle}
        onClose={onClose}
        returnFocus={returnFocus}
        actions={
          <>
            <Button variant="secondary" onClick={another}>
              {text.another}
            </Button>
            <Button onClick={onClose}>{text.done}</Button>
          </>
        }
      >
        <div class={success} role="status" tabIndex={-1} ref={resultRef}>
          <p class={added}>{text.pointsAdded(formatPoints(result.pointsAdded))}</p>
          <p class={p}>{text.newBalance(formatPoints(result.balance))}</p>
          {result.entry?.campaignTitle && (
            <p class={p}>{text.forCampaign(result.entry.campaignTitle)}</p>
          )}
        </div>
      </Sheet>
    );
  }

  const inputId = `${id}-code`;
  return (
    <Sheet title={text.title} onClose={onClose} dismissible={!busy} returnFocus={returnFocus}>
      <form onSubmit={submit} noValidate>
        <div class={fieldClass}>
          <label class={labelClass} for={inputId}>
            {text.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            class={`${inputClass} ${codeInput}`}
            name="code"
            value={value}
            onInput={(e) => setValue(e.currentTarget.value)}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellcheck={false}
            enterKeyHint="send"
            maxLength={MAX_CODE_LENGTH + 8}
            aria-invalid={shownError ? 'true' : undefined}
            aria-describedby={describedBy(inputId, text.hint, shownError)}
          />
          <FieldMessages id={inputId} hint={text.hint} error={shownError} />
        </div>
        <Button type="submit" fullWidth busy={busy} disabled={blocked}>
          {busy ? text.submitting : text.submit}
        </Button>
      </form>
    </Sheet>
  );
}
