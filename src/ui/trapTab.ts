/** The Tab half of a modal dialog's focus trap, for its keydown handler: Tab on the last element
 *  of `container` matching `selector` moves to the first, Shift+Tab on the first (or on the
 *  container itself) to the last, and Tab does nothing when none match. Other keys pass. */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null, selector: string) {
  if (event.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(selector)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
