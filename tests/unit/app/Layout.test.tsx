import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../../src/app/Layout';
import { APP_VERSION } from '../../../src/config';
import { Footer } from '../../../src/ui/Footer';

describe('Layout and footer', () => {
  it('default layout shows "version {VITE_APP_VERSION}"', () => {
    render(<Layout>page</Layout>);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toBe(`version ${APP_VERSION}`);
  });

  it('the footer shows the configured version', () => {
    render(<Footer version="1.2.3" />);
    expect(screen.getByRole('contentinfo').textContent).toBe('version 1.2.3');
  });

  it('hides the footer when the route says so, and in the none layout', () => {
    const { rerender } = render(<Layout hideFooter>page</Layout>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    rerender(<Layout layout="none">page</Layout>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('page');
  });
});
