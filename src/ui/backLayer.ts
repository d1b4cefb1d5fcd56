import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * Android's back button (and the browser's) closes the top-most open layer (a dialog, a sheet,
 * the image preview, the calendar) before it moves the page, one layer per press.
 *
 * Each layer that opens pushes a history entry at the same URL, marked with the layer's id; ids
 * grow with time, across reloads too. Back pops that entry: the URL does not change, so the
 * router stays where it is, and every open layer newer than the entry now current closes, which
 * is the top one. A layer closed by its own button (or unmounted) pops its entry again when it
 * is still the current one; when the page moved on in the meantime, the entry stays behind
 * harmlessly (going back to it shows the same page).
 */

interface Layer {
  id: number;
  /** Closes the layer; false when it cannot close now (something in flight): it stays open. */
  close: () => unknown;
}

const open: Layer[] = [];
let lastId = 0;
/** history.back() calls of our own not yet answered by their popstate: a dialog that gives way
 *  to the next one (Start → the code panel) steps back while the next pushes its entry, and the
 *  late popstate must not close the new layer. */
let ownBacks = 0;
let listening = false;

const layerOf = (state: unknown): number => (state as { layer?: number } | null)?.layer ?? 0;

function pushEntry(layer: Layer): void {
  layer.id = lastId = Math.max(Date.now(), lastId + 1, layerOf(history.state) + 1);
  history.pushState({ layer: layer.id }, '', location.href);
  open.push(layer);
}

function onPopState(event: PopStateEvent): void {
  // navigate() dispatches a synthetic popstate after moving to another page: not a back press.
  if (!event.isTrusted) return;
  if (ownBacks) {
    ownBacks -= 1;
    return;
  }
  const current = layerOf(history.state);
  for (let top = open.at(-1); top && top.id > current; top = open.at(-1)) {
    open.pop();
    if (top.close() === false) {
      pushEntry(top);
      return;
    }
  }
}

function release(layer: Layer): void {
  const index = open.indexOf(layer);
  if (index < 0) return;
  open.splice(index, 1);
  if (layerOf(history.state) === layer.id) {
    ownBacks += 1;
    history.back();
  }
}

/** Opens a layer while `isOpen` is true (or while mounted, without it): the back button calls
 *  `onBack` (the layer's own close) instead of leaving the page. `onBack` returns false to stay
 *  open. */
export function useBackLayer(onBack: () => unknown, isOpen = true): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  // As soon as the layer is on screen, so a quick back press already finds its entry.
  useLayoutEffect(() => {
    if (!isOpen) return;
    // For good, once: a popstate answering our own back() may come after the last layer closed.
    if (!listening) addEventListener('popstate', onPopState);
    listening = true;
    const layer: Layer = { id: 0, close: () => onBackRef.current() };
    pushEntry(layer);
    return () => release(layer);
  }, [isOpen]);
}
