import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import Redirect from '../../../../src/pages/redirect/Redirect';
import { navigate } from '../../../../src/platform/navigate';
import { renderAt } from '../../helpers/render';
import { expectAllThai, inThai } from '../../helpers/thai';

// Held: the page stays on screen to be read.
vi.mock('../../../../src/platform/navigate', () => ({ navigate: vi.fn() }));

inThai();

describe('Redirect in Thai', () => {
  it('says it is opening, in Thai, while it forwards', async () => {
    const { container } = renderAt('/redirect?fullPath=/activity', [
      { path: '/redirect', component: Redirect },
    ]);
    expect(screen.getByRole('status').textContent).toBe('กำลังเปิด…');
    expect(document.querySelector('h1')?.textContent).toBe('กำลังเปิด…');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/activity', { replace: true }));
    expectAllThai(container);
  });
});
