import { css } from 'goober';
import { useId, useRef, useState } from 'preact/hooks';
import { setCampaignConsent } from '../../../api/calls';
import { ApiError } from '../../../api/errors';
import { setUser } from '../../../state/session';
import { Button } from '../../../ui/Button';
import { FieldMessages } from '../../../ui/form/FieldMessages';
import { describedBy } from '../../../ui/form/fieldStyles';
import { Modal } from '../../../ui/Modal';
import { theme } from '../../../ui/theme';
import { toastError } from '../../../ui/toast';
import { type DetailWords, text } from './text';

const consents = css({ display: 'grid', gap: theme.space(3), marginTop: theme.space(4) });

const row = css({
  display: 'flex',
  gap: theme.space(3),
  alignItems: 'flex-start',
  minHeight: '44px',
  padding: `${theme.space(2)} 0`,
  cursor: 'pointer',
  '& input': { flex: 'none', width: '24px', height: '24px', margin: 0 },
  '& input[aria-invalid="true"]': {
    outline: `2px solid ${theme.color.error}`,
    outlineOffset: '2px',
  },
});
const alert = css({ margin: `${theme.space(2)} 0 0`, color: theme.color.error });

export interface ConsentStepProps {
  initialConsent2: boolean;
  /** What the page calls what is joined: "This activity needs your consent…". */
  words: Pick<DetailWords, 'consentIntro' | 'consentRequired'>;
  onClose: () => void;
  onDone: () => void;
}

/** The campaign consent asked before joining: campaignConsent1 required, campaignConsent2 optional. */
export function ConsentStep({ initialConsent2, words, onClose, onDone }: ConsentStepProps) {
  const t = text.consent;
  const [c1, setC1] = useState(false);
  const [c2, setC2] = useState(initialConsent2);
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const c1Ref = useRef<HTMLInputElement>(null);
  const id = useId();
  const c1Id = `${id}-c1`;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    if (!c1) {
      setError(words.consentRequired);
      c1Ref.current?.focus();
      return;
    }
    setBusy(true);
    setServerError(undefined);
    try {
      setUser(await setCampaignConsent(true, c2));
      onDone();
    } catch (err) {
      toastError(err);
      setServerError(err instanceof ApiError ? err.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t.title} onClose={onClose} dismissible={!busy}>
      <form onSubmit={submit} noValidate>
        <p>{words.consentIntro}</p>
        <label class={row} for={c1Id}>
          <input
            ref={c1Ref}
            id={c1Id}
            type="checkbox"
            name="campaignConsent1"
            checked={c1}
            onChange={(e) => {
              setC1(e.currentTarget.checked);
              if (e.currentTarget.checked) setError(undefined);
            }}
            aria-required="true"
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy(c1Id, undefined, error)}
          />
          <span>{t.consent1}</span>
        </label>
        <FieldMessages id={c1Id} error={error} />
        <label class={row}>
          <input
            type="checkbox"
            name="campaignConsent2"
            checked={c2}
            onChange={(e) => setC2(e.currentTarget.checked)}
          />
          <span>{t.consent2}</span>
        </label>
        {serverError && (
          <p class={alert} role="alert">
            {serverError}
          </p>
        )}
        <div class={consents}>
          <Button type="submit" fullWidth busy={busy}>
            {busy ? t.saving : t.save}
          </Button>
          <Button variant="ghost" fullWidth onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
