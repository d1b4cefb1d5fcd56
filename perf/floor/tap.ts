// The tap floor: the least any app can do for a tap that opens something, built with the app's
// toolchain and libraries (Preact, goober) and served beside the app (TAP_FLOOR.page): a button
// whose tap renders a sheet with a field, as the code sheet is. tests/e2e/journeys taps it in the
// same run as the app's taps and scales the app's targets by how slow it was (docs/journeys.md).
import { css } from 'goober';
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { TAP_FLOOR } from './tapFloorPage';

// The app's sheet (src/ui/Modal.tsx), reduced to what shows.
const backdrop = css({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  background: 'rgba(0,0,0,.4)',
});
const panel = css({
  width: '100%',
  padding: '20px',
  background: '#fff',
  borderRadius: '16px 16px 0 0',
});

function Floor() {
  const [open, setOpen] = useState(false);
  return h(
    'main',
    null,
    h('button', { type: 'button', onClick: () => setOpen(true) }, TAP_FLOOR.sheet),
    open &&
      h(
        'div',
        { class: backdrop },
        h(
          'div',
          { role: 'dialog', 'aria-label': 'Sheet', class: panel },
          h('h2', null, 'Sheet'),
          h('input', { 'aria-label': 'Code' }),
        ),
      ),
  );
}

const app = document.getElementById('app');
if (app) {
  render(h(Floor, null), app);
  document.getElementById('overlay')?.remove();
  performance.mark('app-ready');
}
