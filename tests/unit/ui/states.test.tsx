import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../../../src/ui/Badge';
import { ListSkeleton } from '../../../src/ui/ListSkeleton';
import { PageHeader } from '../../../src/ui/PageHeader';
import { EmptyState, ErrorState } from '../../../src/ui/states';

describe('states', () => {
  it('ListSkeleton is a busy status', () => {
    render(<ListSkeleton rows={2} />);
    expect(screen.getByRole('status', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
  });

  it('EmptyState shows title, body and action', () => {
    render(<EmptyState title="No rewards" body="Come back later" action={<a href="/">Home</a>} />);
    expect(screen.getByRole('heading', { name: 'No rewards' })).toBeTruthy();
    expect(screen.getByText('Come back later')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('ErrorState shows the message and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Server down" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('PageHeader renders one h1 and an optional back link', () => {
    render(<PageHeader title="Rewards" backHref="/" backLabel="Home" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Home/ }).getAttribute('href')).toBe('/');
  });

  it('Badge shows its text', () => {
    render(<Badge tone="success">Active</Badge>);
    expect(screen.getByText('Active')).toBeTruthy();
  });
});
