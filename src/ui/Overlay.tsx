import { LAYER } from '../constants';

/** A full-screen busy overlay that looks like the startup one in index.html (whose CSS it
 *  reuses), for the rare page that must block input while it works. */
export function Overlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      class="boot-overlay"
      style={{ zIndex: LAYER.overlay }}
      role="progressbar"
      aria-label={label}
      aria-busy="true"
    >
      <div class="boot-spinner" />
    </div>
  );
}
