import { css } from 'goober';
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useLayoutEffect, useRef } from 'preact/hooks';
import { LAYER } from '../constants';
import { localized } from '../state/language';
import { useBackLayer } from './backLayer';
import { en } from './Modal.text.en';
import { th } from './Modal.text.th';
import { focusRing, theme } from './theme';
import { trapTab } from './trapTab';

/** Its own words, in the customer's language; they travel with it. */
const text = localized(en, th);

export interface ModalProps {
  /** Rendered only while true (default true, so `{open && <Modal/>}` also works). */
  open?: boolean;
  title: ComponentChildren;
  onClose: () => void;
  children?: ComponentChildren;
  /** Buttons at the bottom, e.g. Cancel + Confirm. */
  actions?: ComponentChildren;
  /** 'sheet' slides up from the bottom (mobile); 'dialog' is centred. */
  variant?: 'dialog' | 'sheet';
  /** False while something is in flight: Escape and the backdrop do not close it. */
  dismissible?: boolean;
  closeLabel?: string;
  /** Where focus goes on close when it is not where it was on open: the button that opened a
   *  lazily loaded dialog is disabled while it loads, so focus was on the body by then. */
  returnFocus?: HTMLElement | null;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const backdrop = css({
  position: 'fixed',
  inset: 0,
  zIndex: LAYER.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: theme.space(4),
  background: theme.color.scrim,
});
const sheetBackdrop = css({ alignItems: 'flex-end', padding: 0 });

const panel = css({
  position: 'relative',
  width: '100%',
  maxWidth: '420px',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: theme.color.surface,
  color: theme.color.text,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.md,
  padding: theme.space(5),
  outline: 'none',
});
const sheetPanel = css({
  maxWidth: '600px',
  borderRadius: `${theme.radius.lg} ${theme.radius.lg} 0 0`,
  paddingBottom: `calc(${theme.space(5)} + env(safe-area-inset-bottom, 0px))`,
});
const heading = css({
  margin: `0 ${theme.space(10)} ${theme.space(3)} 0`,
  fontSize: theme.font.size.lg,
  lineHeight: 1.3,
});
const closeBtn = css({
  position: 'absolute',
  top: theme.space(2),
  right: theme.space(2),
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.textMuted,
  fontSize: '24px',
  lineHeight: 1,
  cursor: 'pointer',
  ...focusRing(),
});
const actionRow = css({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: theme.space(3),
  marginTop: theme.space(5),
  '& > *': { flex: '1 1 120px' },
});

/** An accessible dialog: labelled by its title, focus moved in and trapped, Escape, the backdrop
 *  and the back button close it, focus returns to where it was on close. */
export function Modal({
  open = true,
  title,
  onClose,
  children,
  actions,
  variant = 'dialog',
  dismissible = true,
  closeLabel = text.close,
  returnFocus,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const dismissRef = useRef(dismissible);
  dismissRef.current = dismissible;
  // The back button closes it, unless something is in flight.
  useBackLayer(() => {
    if (!dismissRef.current) return false;
    closeRef.current();
    return true;
  }, open);

  // What the scroll lock replaced: put back as the dialog closes.
  const unlocked = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open) return;
    const previous = returnFocus ?? (document.activeElement as HTMLElement | null);
    return () => {
      if (unlocked.current !== undefined) document.body.style.overflow = unlocked.current;
      unlocked.current = undefined;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);
  // After the dialog's first paint (Preact runs effects after the frame): focusing laid the whole
  // page out in the render, and the scroll lock lays it out again, which held the code sheet's
  // first frame ~10 ms on the budget phone (docs/journeys.md). Focus goes to the first field if
  // there is one, else to the panel itself (so the title is read first).
  useEffect(() => {
    if (!open) return;
    const node = panelRef.current;
    (node?.querySelector<HTMLElement>('input,select,textarea') ?? node)?.focus();
    unlocked.current = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (dismissRef.current) closeRef.current();
      return;
    }
    trapTab(e, panelRef.current, FOCUSABLE);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse shortcut; Escape and the close button are the accessible ways out
    <div
      class={variant === 'sheet' ? `${backdrop} ${sheetBackdrop}` : backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissRef.current) closeRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        class={variant === 'sheet' ? `${panel} ${sheetPanel}` : panel}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} class={heading}>
          {title}
        </h2>
        <button
          type="button"
          class={closeBtn}
          aria-label={closeLabel}
          disabled={!dismissible}
          onClick={() => closeRef.current()}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
        {actions && <div class={actionRow}>{actions}</div>}
      </div>
    </div>
  );
}

/** The bottom-sheet variant, for mobile forms such as entering a code. */
export function Sheet(props: Omit<ModalProps, 'variant'>) {
  return <Modal {...props} variant="sheet" />;
}
