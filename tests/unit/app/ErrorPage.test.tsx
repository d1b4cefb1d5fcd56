import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../../src/app/ErrorPage';

describe('ErrorPage', () => {
  it('reads Page Not Found for 404, with the detail and a way home', () => {
    render(<ErrorPage status={404} message="Page Not Found: /content/abc" />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /content/abc')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('reads Internal Server Error for any other status, 500 by default', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });

  it.each([400, 403, 503])('reads Internal Server Error for %i', (status) => {
    render(<ErrorPage status={status} />);
    expect(screen.getByRole('heading').textContent).toBe('Internal Server Error');
  });

  it('offers Try again instead of the way home when asked to', () => {
    render(<ErrorPage status={503} message="We could not reach LINE." retry />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });
});
