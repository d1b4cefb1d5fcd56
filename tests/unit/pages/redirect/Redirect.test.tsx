import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import Redirect from '../../../../src/pages/redirect/Redirect';
import { safeTarget } from '../../../../src/pages/redirect/safeTarget';
import { navigate } from '../../../../src/platform/navigate';
import { renderAt } from '../../helpers/render';

const hold = vi.hoisted(() => ({ paused: false }));
vi.mock('../../../../src/platform/navigate', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/platform/navigate')>();
  return {
    ...real,
    navigate: vi.fn((url: string, opts?: { replace?: boolean }) => {
      if (!hold.paused) real.navigate(url, opts);
    }),
  };
});

const open = (url: string) => renderAt(url, [{ path: '/redirect', component: Redirect }]);

describe('safeTarget', () => {
  it.each([
    [{ fullPath: '/redeem/12?x=1#top' }, '/redeem/12?x=1#top'],
    [{ path: '/activity' }, '/activity'],
    [{ fullPath: '%2Fredeem%2FmyRewards' }, '/redeem/myRewards'],
    [{}, '/'],
    [{ fullPath: '' }, '/'],
    [{ fullPath: '//evil.example.com/x' }, '/'],
    [{ fullPath: '/\\evil.example.com' }, '/'],
    [{ fullPath: 'https://evil.example.com/' }, '/'],
    [{ fullPath: 'javascript:alert(1)' }, '/'],
    [{ fullPath: 'redeem' }, '/'],
    [{ fullPath: '/redirect?fullPath=/x' }, '/'],
    [{ fullPath: '/a\tb' }, '/'],
  ])('%j → %s', (query, expected) => {
    expect(safeTarget(query)).toBe(expected);
  });
});

describe('Redirect', () => {
  it('says it is opening, then replaces itself with the target', async () => {
    const before = history.length;
    open('/redirect?fullPath=%2Fredeem%2F12%3Fa%3D1');
    await waitFor(() => expect(location.pathname + location.search).toBe('/redeem/12?a=1'));
    expect(history.length).toBe(before);
    expect(screen.getByTestId('elsewhere').textContent).toBe('/redeem/12?a=1');
  });

  it('shows Opening… while it works and navigates with replace', async () => {
    hold.paused = true;
    open('/redirect?fullPath=/activity');
    expect(screen.getByRole('status').textContent).toBe('Opening…');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/activity', { replace: true }));
    hold.paused = false;
  });

  it('goes home for an unsafe target', async () => {
    open('/redirect?fullPath=//evil.example.com');
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(location.host).toBe('localhost:3000');
  });
});
