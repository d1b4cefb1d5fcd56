import { describe, expect, it, vi } from 'vitest';
import { navigate, navigateExternal } from '../../../src/platform/navigate';

describe('navigation helpers', () => {
  it('navigateExternal throws without the explicit allow flag', () => {
    expect(() => navigateExternal('https://line.me/R/ti/p/@x', { allowExternal: false })).toThrow(
      /not allowed/,
    );
    expect(() => navigateExternal('https://line.me', {} as { allowExternal: boolean })).toThrow();
  });

  it('navigate moves within the app and tells the router', () => {
    const onPop = vi.fn();
    addEventListener('popstate', onPop);
    navigate('/profile?x=1');
    expect(location.pathname + location.search).toBe('/profile?x=1');
    expect(onPop).toHaveBeenCalledOnce();
    removeEventListener('popstate', onPop);
  });

  it('navigate refuses another origin', () => {
    expect(() => navigate('https://evil.example/')).toThrow(/navigateExternal/);
  });
});
