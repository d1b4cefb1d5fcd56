import { type ReadonlySignal, type Signal, useSignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { type MutableRef, useRef } from 'preact/hooks';
import { useLazyComponent } from '../../ui/useLazyComponent';
import type { CodeSheetProps } from './CodeSheet';

type Props = Omit<CodeSheetProps, 'onClose'>;

/** Loads the code sheet only when first asked for, so pages that offer it stay small.
 *  Returns `open()` for the button, `loading` (a signal: see ui/useLazyComponent) and the element
 *  to render, which alone re-renders as the sheet loads, opens and closes. */
export function useCodeSheet(props: Props = {}) {
  const sheet = useLazyComponent(() => import('./CodeSheet').then((m) => m.default));
  const isOpen = useSignal(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = async () => {
    opener.current = document.activeElement as HTMLElement | null;
    if (await sheet.load()) isOpen.value = true;
  };
  const element = (
    <SheetSlot Sheet={sheet.Component} isOpen={isOpen} props={props} opener={opener} />
  );
  return { open, loading: sheet.loading, element };
}

function SheetSlot({
  Sheet,
  isOpen,
  props,
  opener,
}: {
  Sheet: ReadonlySignal<ComponentType<CodeSheetProps> | null>;
  isOpen: Signal<boolean>;
  props: Props;
  /** What had focus when the sheet was asked for: focus returns there on close. */
  opener: MutableRef<HTMLElement | null>;
}) {
  const Component = Sheet.value;
  const close = () => {
    isOpen.value = false;
  };
  return Component && isOpen.value ? (
    <Component {...props} returnFocus={opener.current} onClose={close} />
  ) : null;
}
