import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../../src/ui/Modal';
import { renderAt } from '../helpers/render';

/** A page with a dialog that opens a second one over it (e.g. a reward and its confirmation). */
function Page({ busy = false }: { busy?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <p data-testid="page">{location.pathname}</p>
      <button type="button" onClick={() => setOuter(true)}>
        Open
      </button>
      <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Confirm
        </button>
      </Modal>
      <Modal open={inner} title="Inner" dismissible={!busy} onClose={() => setInner(false)} />
    </>
  );
}

const back = () =>
  act(async () => {
    const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    history.back();
    await popped;
  });

describe('the back button and layers', () => {
  it('closes the top-most layer first, one per press, and the page stays', async () => {
    const u = userEvent.setup();
    history.replaceState(null, '', '/');
    history.pushState(null, '', '/redeem/1');
    renderAt('/redeem/1', [{ path: '/redeem/:id', component: Page }]);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    await back();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(location.pathname).toBe('/redeem/1');

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('page').textContent).toBe('/redeem/1');

    // No layer left: back leaves the page.
    await back();
    expect(location.pathname).toBe('/');
  });

  it('closing a layer with its own button takes its history entry with it', async () => {
    const u = userEvent.setup();
    history.replaceState(null, '', '/');
    history.pushState(null, '', '/redeem/1');
    renderAt('/redeem/1', [{ path: '/redeem/:id', component: Page }]);
    const before = history.length;
    await u.click(screen.getByRole('button', { name: 'Open' }));
    expect(history.state).toMatchObject({ layer: expect.any(Number) });
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(history.state).toBeNull());
    expect(history.length).toBe(before + 1);
    // The next back press leaves the page, it is not spent on the closed dialog.
    await back();
    expect(location.pathname).toBe('/');
  });

  it('keeps a layer that cannot close now (something in flight) open', async () => {
    const u = userEvent.setup();
    render(<Page busy />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.click(screen.getByRole('button', { name: 'Confirm' }));
    await back();
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(history.state).toMatchObject({ layer: expect.any(Number) });
  });
});
