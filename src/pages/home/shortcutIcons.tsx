// Home's shortcut icons, drawn as paths. They were text symbols (★ ♦ ⚑ …), which no Latin font
// holds: the first layout of Home looked each one up in the phone's fallback fonts (20-35 ms on the
// CI host, in the very frame that takes the overlay away), and a phone without such a font drew
// an empty box.

/** Path data on a 24 × 24 grid, filled with the text colour. */
export const shortcutIcons = {
  code: 'M9 3h2l-.8 5h4l.8-5h2l-.8 5H20v2h-3.1l-.6 4H19v2h-3.1l-.8 5h-2l.8-5h-4l-.8 5h-2l.8-5H5v-2h3.1l.6-4H6V8h3.1zm1 7-.6 4h4l.6-4z',
  rewards: 'M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z',
  myRewards:
    'M3 8h18v4H3zm1 5h7v8H4zm9 0h7v8h-7zM12 7C10 3 6 3 6 5.5S9 8 12 7zm0 0c2-4 6-4 6-1.5S15 8 12 7z',
  activities: 'M5 2h2v20H5zm3 1h11l-3 4.5 3 4.5H8z',
  campaigns: 'M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4z',
  exclusive: 'M3 7l5 4 4-7 4 7 5-4-2 11H5zm2 12h14v2H5z',
  products: 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10c0-5 4-8 9-8s9 3 9 8z',
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
      <path d={shortcutIcons[name]} fill="currentColor" fill-rule="evenodd" />
    </svg>
  );
}
