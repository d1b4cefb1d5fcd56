import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { render as preactRender } from 'preact';
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { Modal, Sheet } from '../../../src/ui/Modal';

function Harness({ sheet = false }: { sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const Comp = sheet ? Sheet : Modal;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Comp
        open={open}
        title="Confirm redeem"
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button">Cancel</button>
            <button type="button">Confirm</button>
          </>
        }
      >
        <p>Body text</p>
      </Comp>
    </>
  );
}

/** A host for Preact's own render (outside act()), and a focused button that opened the dialog. */
function mountedBeside() {
  const host = document.body.appendChild(document.createElement('div'));
  const opener = document.body.appendChild(document.createElement('button'));
  opener.focus();
  return { host, opener };
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and returns it on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirm redeem' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus moves in once the dialog has painted (Modal.tsx says why).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes from the close button', async () => {
    const user = userEvent.setup();
    render(<Harness sheet />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus to the first field when there is one', () => {
    render(
      <Modal title="Enter a code" onClose={() => {}}>
        <label>
          Code <input />
        </label>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });

  it('does not close on Escape while not dismissible', async () => {
    const onClose = vi.fn();
    render(<Modal title="Busy" onClose={onClose} dismissible={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes focus and locks the page scroll only after its first paint, and gives both back on close', async () => {
    // Preact's own render, outside act(): layout effects run at once, effects after the frame.
    const { host, opener } = mountedBeside();
    preactRender(
      <Modal title="Enter a code" onClose={() => {}}>
        <input aria-label="Code" />
      </Modal>,
      host,
    );
    const field = host.querySelector('input');
    expect(host.querySelector('[role=dialog]')).not.toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.body.style.overflow).toBe('hidden');

    preactRender(null, host);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    host.remove();
    opener.remove();
  });

  it('closed before its first paint, leaves the page as it found it', async () => {
    const { host, opener } = mountedBeside();
    const dialog = (open: boolean) => (
      <Modal open={open} title="Enter a code" onClose={() => {}}>
        <input aria-label="Code" />
      </Modal>
    );
    preactRender(dialog(true), host);
    preactRender(dialog(false), host);
    // Past the frame in which the open dialog would have taken focus and locked the scroll.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.querySelector('[role=dialog]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    host.remove();
    opener.remove();
  });
});
