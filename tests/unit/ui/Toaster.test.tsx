import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../src/ui/Toaster';
import { ToasterHost } from '../../../src/ui/ToasterHost';
import { toast } from '../../../src/ui/toast';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a document toast event for exactly 5000 ms', () => {
    render(<Toaster />);
    act(() => toast('success', 'Saved'));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('stacks several, each with its own lifetime', () => {
    render(<Toaster />);
    act(() => toast('info', 'First'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => toast('error', 'Second'));
    expect(screen.getAllByText(/First|Second/).map((e) => e.textContent)).toEqual([
      'First',
      'Second',
    ]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('shows an identical toast once, living 5000 ms from its last repeat', () => {
    render(<Toaster />);
    act(() => toast('error', 'Please sign in again.'));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      toast('error', 'Please sign in again.');
      toast('error', 'Please sign in again.');
      toast('success', 'Please sign in again.');
    });
    expect(screen.getAllByText('Please sign in again.')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getAllByText('Please sign in again.')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Please sign in again.')).toBeNull();
    // Once gone it shows again.
    act(() => toast('error', 'Please sign in again.'));
    expect(screen.getAllByText('Please sign in again.')).toHaveLength(1);
  });

  it('closes a toast from its close button', () => {
    render(<Toaster />);
    act(() => toast('warn', 'Careful'));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    });
    expect(screen.queryByText('Careful')).toBeNull();
  });

  it('announces errors and warnings as alerts, the rest as polite status', () => {
    render(<Toaster />);
    act(() => {
      toast('error', 'Broken');
      toast('warn', 'Hmm');
      toast('success', 'Done');
      toast('info', 'FYI');
    });
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual(['Broken×', 'Hmm×']);
    const status = screen.getAllByRole('status');
    expect(status.map((e) => e.textContent)).toEqual(['Done×', 'FYI×']);
    expect(status[0]?.getAttribute('aria-live')).toBe('polite');
  });

  it('sits full width at the top, under the row of the back link', () => {
    render(<Toaster />);
    act(() => toast('info', 'Top'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    const style = getComputedStyle(region);
    expect([style.position, style.top, style.left, style.right]).toEqual([
      'fixed',
      '56px',
      '0px',
      '0px',
    ]);
  });
});

describe('ToasterHost', () => {
  it('keeps the toasts sent before the Toaster chunk arrived', async () => {
    render(<ToasterHost />);
    act(() => {
      toast('info', 'Early one');
      toast('error', 'Early two');
    });
    expect(await screen.findByText('Early one')).toBeTruthy();
    expect(screen.getByText('Early two')).toBeTruthy();
    act(() => toast('success', 'Later'));
    expect(screen.getAllByText(/Early|Later/)).toHaveLength(3);
  });
});
