// Home's shortcut icons, drawn as paths. They were text symbols (★ ♦ ⚑ …), which no Latin font
// holds: the first layout of Home looked each one up in the phone's fallback fonts (10-35 ms on the
// CI host, in the very frame that takes the overlay away), and a phone without such a font drew
// an empty box.

/** Line drawings on a 24 × 24 grid, stroked in the text colour. */
const shortcutIcons = {
  code: 'M9 3 7 21M17 3l-2 18M4 8h17M3 16h17',
  rewards: 'M12 3l2.6 6 6.4.6-4.8 4.3 1.4 6.4L12 17l-5.6 3.3 1.4-6.4L3 9.6 9.4 9z',
  myRewards: 'M4 10h16v10H4zM3 7h18v3H3zm9 0v13',
  activities: 'M6 21V4h12l-3 4 3 4H6',
  campaigns: 'M12 3v18M3 12h18M6 6l12 12M18 6 6 18',
  exclusive: 'M4 19h16M4 16 3 7l5 4 4-6 4 6 5-4-1 9z',
  products: 'M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h6v6h-6z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
} as const;

export type ShortcutIconName = keyof typeof shortcutIcons;

/** One shortcut's icon: decoration only, the link's text names it. */
export function ShortcutIcon({
  name,
  class: className,
}: {
  name: ShortcutIconName;
  class: string;
}) {
  return (
    <svg
      class={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shortcutIcons[name]} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}
