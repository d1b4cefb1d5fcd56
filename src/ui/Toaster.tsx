import { css } from 'goober';
import { useEffect, useRef, useState } from 'preact/hooks';
import { LAYER, TOAST_LIFE_MS } from '../constants';
import { localized } from '../state/language';
import { en } from './Toaster.text.en';
import { th } from './Toaster.text.th';
import { theme } from './theme';
import type { Severity, ToastAction, ToastDetail } from './toast';

/** Its own words, in the customer's language; they travel with it. */
const text = localized(en, th);

interface Toast extends ToastDetail {
  id: number;
}

const SEVERITIES: readonly Severity[] = ['success', 'info', 'warn', 'error'];

const isAction = (value: unknown): value is ToastAction =>
  typeof (value as ToastAction | undefined)?.label === 'string' &&
  typeof (value as ToastAction).run === 'function';

const stack = css({
  position: 'fixed',
  // Below the row of a page's back link (PageHeader: 12 px padding + a 44 px link), so a toast
  // never hides the way back during its 5 s.
  top: '56px',
  left: 0,
  right: 0,
  zIndex: LAYER.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1),
  padding: theme.space(2),
  pointerEvents: 'none',
  '&:empty': { display: 'none' },
});
const item = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space(2),
  width: '100%',
  boxSizing: 'border-box',
  padding: `${theme.space(3)} ${theme.space(2)} ${theme.space(3)} ${theme.space(4)}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.md,
  color: '#fff',
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight,
  pointerEvents: 'auto',
  '& p': { flex: 1, margin: 0, overflowWrap: 'anywhere' },
});
const tone: Record<Severity, string> = {
  success: css({ background: theme.color.success }),
  info: css({ background: theme.color.info }),
  warn: css({ background: theme.color.warn }),
  error: css({ background: theme.color.error }),
};
const actionButton = css({
  flex: 'none',
  minHeight: '32px',
  margin: '-4px 0',
  padding: `0 ${theme.space(3)}`,
  border: '1px solid #fff',
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: theme.font.weight.bold,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '1px' },
});
const close = css({
  flex: 'none',
  width: '32px',
  height: '32px',
  margin: '-4px 0',
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '1px' },
});

/** Shows every document 'toast' event (SPEC §2) for TOAST_LIFE_MS, newest last, full width at
 *  the top (under the back-link row); an identical toast already shown is not stacked again, and
 *  one with an action stays until it is used or dismissed. Errors and warnings interrupt a screen
 *  reader (role=alert); the rest wait (status). */
export function Toaster({
  lifeMs = TOAST_LIFE_MS,
  initial = [],
}: {
  lifeMs?: number;
  /** Toasts that arrived before this component was loaded (see ToasterHost). */
  initial?: Event[];
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  /** The id of the toast on screen for each severity and message. */
  const shown = useRef(new Map<string, number>());

  const dismiss = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    for (const [key, shownId] of shown.current) if (shownId === id) shown.current.delete(key);
    setToasts((list) => list.filter((t) => t.id !== id));
  };

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<Partial<ToastDetail> | undefined>).detail;
      if (!detail?.message) return;
      const severity = SEVERITIES.includes(detail.severity as Severity)
        ? (detail.severity as Severity)
        : 'info';
      const action = isAction(detail.action) ? detail.action : undefined;
      const message = String(detail.message);
      const key = `${severity} ${message} ${action?.label ?? ''}`;
      // One toast per message: a repeat (a retried call failing again) restarts the life of the
      // one on screen instead of stacking a copy; a toast with an action stays until used.
      const same = shown.current.get(key);
      const id = same ?? ++nextId.current;
      if (same === undefined) {
        shown.current.set(key, id);
        setToasts((list) => [...list, { id, severity, message, action }]);
      }
      clearTimeout(timers.current.get(id));
      if (!action)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), lifeMs),
        );
    };
    for (const event of initial) onToast(event);
    document.addEventListener('toast', onToast);
    return () => {
      document.removeEventListener('toast', onToast);
      for (const timer of timers.current.values()) clearTimeout(timer);
    };
  }, [lifeMs]);

  return (
    <section class={stack} aria-label={text.notifications}>
      {toasts.map((t) => (
        <div
          key={t.id}
          class={`${item} ${tone[t.severity]}`}
          role={t.severity === 'error' || t.severity === 'warn' ? 'alert' : 'status'}
          aria-live={t.severity === 'error' || t.severity === 'warn' ? 'assertive' : 'polite'}
          data-severity={t.severity}
        >
          <p>{t.message}</p>
          {t.action && (
            <button type="button" class={actionButton} onClick={t.action.run}>
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            class={close}
            aria-label={text.dismiss}
            onClick={() => dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
