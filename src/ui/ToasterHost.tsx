import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

type ToasterModule = ComponentType<{ initial?: Event[] }>;

/** Listens for 'toast' events from the first moment; the Toaster itself is not in the initial JS
 *  (app/appReady downloads it right after app-ready). Toasts that come while it cannot be
 *  downloaded wait for the network. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ToasterModule | null>(null);
  const [early] = useState<Event[]>([]);

  useEffect(() => {
    if (Toaster) return;
    const load = () =>
      import('./Toaster').then(
        (m) => setToaster(() => m.Toaster),
        () => addEventListener('online', load, { once: true }),
      );
    const onToast = (event: Event) => {
      early.push(event);
      load();
    };
    document.addEventListener('toast', onToast);
    return () => document.removeEventListener('toast', onToast);
  }, [Toaster]);

  return Toaster ? <Toaster initial={early} /> : null;
}
