import { act, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { useResource } from '../../../src/ui/useResource';

function View({ fetcher, dep }: { fetcher: (dep: number) => Promise<string>; dep: number }) {
  const { data, error, loading, reload } = useResource(() => fetcher(dep), [dep]);
  return (
    <div>
      <span data-testid="state">{loading ? 'loading' : error ? `error:${error.code}` : data}</span>
      <button type="button" onClick={reload}>
        reload
      </button>
    </div>
  );
}

const toasts: string[] = [];
const onToast = (e: Event) => toasts.push((e as CustomEvent<{ message: string }>).detail.message);
document.addEventListener('toast', onToast);
afterEach(() => {
  toasts.length = 0;
});

describe('useResource', () => {
  it('loads data', async () => {
    render(<View fetcher={async () => 'hello'} dep={1} />);
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('hello'));
  });

  it('exposes an ApiError and toasts its message once, then reloads', async () => {
    const fetcher = vi
      .fn<(dep: number) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'BOOM', 'Server says no'))
      .mockResolvedValueOnce('ok');
    render(<View fetcher={fetcher} dep={1} />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error:BOOM'));
    expect(toasts).toEqual(['Server says no']);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('ok'));
    expect(toasts).toHaveLength(1);
  });

  it('ignores a stale answer when deps change', async () => {
    let resolveFirst: (v: string) => void = () => {};
    const fetcher = (dep: number) =>
      dep === 1
        ? new Promise<string>((r) => {
            resolveFirst = r;
          })
        : Promise.resolve('second');
    const { rerender } = render(<View fetcher={fetcher} dep={1} />);
    rerender(<View fetcher={fetcher} dep={2} />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('second'));
    await act(async () => resolveFirst('first'));
    expect(screen.getByTestId('state').textContent).toBe('second');
  });
});
