import { useRef, useState } from 'preact/hooks';
import { useLazyComponent } from '../../ui/useLazyComponent';
import type { CodeSheetProps } from './CodeSheet';

/** Loads the code sheet only when first asked for, so pages that offer it stay small.
 *  Returns `open()` for the button and the sheet element to render (null while closed). */
export function useCodeSheet(props: Omit<CodeSheetProps, 'onClose'> = {}) {
  const sheet = useLazyComponent(() => import('./CodeSheet').then((m) => m.default));
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = async () => {
    opener.current = document.activeElement as HTMLElement | null;
    if (await sheet.load()) setOpen(true);
  };
  const Sheet = sheet.Component;
  const element =
    Sheet && isOpen ? (
      <Sheet {...props} returnFocus={opener.current} onClose={() => setOpen(false)} />
    ) : null;
  return { open, loading: sheet.loading, element };
}
