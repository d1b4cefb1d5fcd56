import { useEffect, useRef } from 'preact/hooks';

export const leaveText = {
  confirm: 'Leave without saving? What you changed here will be lost.',
} as const;

const here = () => location.pathname + location.search;

/**
 * While `dirty`, leaving the page asks first: the back button (a popstate that changes the URL:
 * one that only closes a layer keeps it) and in-app links. Leaving calls `onLeave` (drop the
 * draft); staying puts the page back. Moves made by code (navigate() after a submit) are not
 * asked about: they are what the customer chose.
 */
export function useLeaveGuard(dirty: boolean, onLeave: () => void): void {
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;

  useEffect(() => {
    if (!dirty) return;
    const page = here();
    const leaves = () => {
      if (!confirm(leaveText.confirm)) return false;
      onLeaveRef.current();
      return true;
    };
    // Capture: before the router (which listens on window, bubbling) moves the page.
    const onPopState = (event: PopStateEvent) => {
      if (!event.isTrusted || here() === page || leaves()) return;
      event.stopImmediatePropagation();
      history.pushState(null, '', page);
      // Should the router have moved already, it reads the page back from here.
      dispatchEvent(new PopStateEvent('popstate'));
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement;
      if (!link || link.origin !== location.origin || link.pathname + link.search === page) return;
      if (leaves()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    addEventListener('popstate', onPopState, true);
    addEventListener('click', onClick, true);
    return () => {
      removeEventListener('popstate', onPopState, true);
      removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
