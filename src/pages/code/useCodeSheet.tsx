import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { toastError } from '../../ui/toast';
import type { CodeSheetProps } from './CodeSheet';

/** Loads the code sheet only when first asked for, so pages that offer it stay small.
 *  Returns `open()` for the button and the sheet element to render (null while closed). */
export function useCodeSheet(props: Omit<CodeSheetProps, 'onClose'> = {}) {
  const [Sheet, setSheet] = useState<ComponentType<CodeSheetProps> | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const open = () => {
    if (Sheet) {
      setOpen(true);
      return;
    }
    setLoading(true);
    import('./CodeSheet')
      .then((m) => {
        setSheet(() => m.default);
        setOpen(true);
      }, toastError)
      .finally(() => setLoading(false));
  };

  const element = Sheet && isOpen ? <Sheet {...props} onClose={() => setOpen(false)} /> : null;
  return { open, loading, element };
}
