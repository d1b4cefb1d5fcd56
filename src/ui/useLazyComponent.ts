import type { ComponentType } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { toastError } from './toast';

/** A component fetched on first use (a dialog behind a button), so the page that offers it does
 *  not carry its code. `load()` resolves true once `Component` is ready; a failed chunk load is
 *  toasted and resolves false. */
export function useLazyComponent<P>(loader: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [loading, setLoading] = useState(false);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;

  const load = async (): Promise<boolean> => {
    if (Component) return true;
    setLoading(true);
    try {
      const loaded = await loaderRef.current();
      setComponent(() => loaded);
      return true;
    } catch (e) {
      toastError(e);
      return false;
    } finally {
      setLoading(false);
    }
  };

  return { Component, loading, load };
}
