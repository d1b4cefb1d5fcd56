import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

type ToasterModule = ComponentType<{ initial?: Event[] }>;

/** Listens for 'toast' events from the first moment but downloads the Toaster itself only when
 *  the first one arrives, which keeps it out of the initial JS. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ToasterModule | null>(null);
  const [early] = useState<Event[]>([]);

  useEffect(() => {
    if (Toaster) return;
    const onToast = (event: Event) => {
      early.push(event);
      if (early.length > 1) return;
      import('./Toaster').then((m) => setToaster(() => m.Toaster)).catch(() => early.splice(0));
    };
    document.addEventListener('toast', onToast);
    return () => document.removeEventListener('toast', onToast);
  }, [Toaster]);

  return Toaster ? <Toaster initial={early} /> : null;
}
