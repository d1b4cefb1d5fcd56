import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/errors';
import { text } from './text';
import { toastError } from './toast';

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally (after a call that answered the new value). */
  setData: (next: T) => void;
}

export interface ResourceOptions {
  /** Return false to skip the toast for an error the page explains itself (e.g. 403). */
  toast?: (error: ApiError) => boolean;
}

const asApiError = (e: unknown) =>
  e instanceof ApiError
    ? e
    : new ApiError(0, 'UNKNOWN', e instanceof Error ? e.message : text.somethingWrongShort);

/** Loads `fetcher()` when `deps` change (a page's first data: pages/pageData's usePageData).
 *  Shows one toast per failed load, and drops answers to requests that a newer load (or unmount)
 *  has superseded. */
export function useResource<T>(
  fetcher: () => Promise<T>,
  deps: readonly unknown[],
  options: ResourceOptions = {},
): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const id = ++latest.current;
    setState((s) => ({ data: s.data, loading: true }));
    fetchRef.current().then(
      (data) => {
        if (id === latest.current) setState({ data, loading: false });
      },
      (e: unknown) => {
        if (id !== latest.current) return;
        const error = asApiError(e);
        if (optionsRef.current.toast?.(error) !== false) toastError(error);
        setState({ error, loading: false });
      },
    );
    return () => {
      // A newer load or unmount makes this one stale.
      if (latest.current === id) latest.current++;
    };
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ data, loading: false }), []);
  return { data: state.data, error: state.error, loading: state.loading, reload, setData };
}
