import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { useCodeSheet } from '../../../../src/pages/code/useCodeSheet';
import { asMember } from '../../helpers/member';
import { useMockServer } from '../../helpers/server';

useMockServer();
asMember({ points: 500 });

/** A page offering the code sheet, as Home does: its button bound to the sheet's `loading`. */
function Page({ renders }: { renders: { count: number } }) {
  renders.count++;
  const sheet = useCodeSheet();
  return (
    <div>
      <button type="button" onClick={sheet.open} disabled={sheet.loading} aria-busy={sheet.loading}>
        Enter a code
      </button>
      {sheet.element}
    </div>
  );
}

describe('useCodeSheet', () => {
  it('loads, opens and closes the sheet without re-rendering the page that offers it', async () => {
    const renders = { count: 0 };
    const host = document.body.appendChild(document.createElement('div'));
    render(<Page renders={renders} />, host);
    const button = screen.getByRole('button', { name: 'Enter a code' });
    expect(renders.count).toBe(1);

    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Enter a code' })).toBeTruthy();
    // The button said it was busy while the sheet's chunk loaded, and is ready again.
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus is back on what opened it.
    expect(document.activeElement).toBe(button);

    // Once loaded, it opens again without loading.
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Enter a code' })).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(renders.count).toBe(1);
    render(null, host);
    host.remove();
  });
});
