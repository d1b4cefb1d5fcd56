import { useLayoutEffect, useRef } from 'preact/hooks';
import { firstPopstate } from '../platform/firstPopstate';
import { localized } from '../state/language';
import { en } from './useLeaveGuard.text.en';
import { th } from './useLeaveGuard.text.th';

/** Its own words, in the customer's language; they travel with it. */
const text = localized(en, th);

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

  // Armed as soon as the change is on screen, not a frame later: a back press or a tap that
  // follows the last keystroke at once must already be asked about.
  useLayoutEffect(() => {
    if (!dirty) return;
    const page = here();
    const leaves = () => {
      if (!confirm(text.leaveConfirm)) return false;
      onLeaveRef.current();
      return true;
    };
    // Runs before the router moves the page (platform/firstPopstate): staying stops the router
    // and puts the entry back.
    firstPopstate.run = (event) => {
      if (!event.isTrusted || here() === page || leaves()) return;
      event.stopImmediatePropagation();
      history.pushState(null, '', page);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement;
      if (!link || link.origin !== location.origin || link.pathname + link.search === page) return;
      if (leaves()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    addEventListener('click', onClick, true);
    return () => {
      firstPopstate.run = undefined;
      removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
