import { type ReadonlySignal, useSignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { toastError } from './toast';

export interface LazyComponent<P> {
  /** The component once loaded. Read `.value` where it is rendered: only what reads it re-renders
   *  when it arrives. */
  Component: ReadonlySignal<ComponentType<P> | null>;
  /** True while its chunk loads. Handed as it is to an element's attribute (`disabled`,
   *  `aria-busy`), the signal updates that attribute without re-rendering the page. */
  loading: ReadonlySignal<boolean>;
  /** Resolves true once `Component` is ready; a failed chunk load is toasted and resolves false. */
  load: () => Promise<boolean>;
}

/** A component fetched on first use (a dialog behind a button), so the page that offers it does
 *  not carry its code. Its state is in signals: on the budget phone, re-rendering Home as the code
 *  sheet loaded and opened was most of the tap. */
export function useLazyComponent<P>(loader: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const Component = useSignal<ComponentType<P> | null>(null);
  const loading = useSignal(false);

  const load = async (): Promise<boolean> => {
    if (Component.peek()) return true;
    loading.value = true;
    try {
      const loaded = await loader();
      Component.value = loaded;
      return true;
    } catch (e) {
      toastError(e);
      return false;
    } finally {
      loading.value = false;
    }
  };

  return { Component, loading, load };
}
