import { describe, expect, it, vi } from 'vitest';
import {
  canReloadAt,
  RELOAD_GUARD_KEY,
  type ReloadEnv,
  reloadAt,
} from '../../../src/platform/reloadGuard';

function env(now: { t: number }, currentPath = '/here'): ReloadEnv {
  return {
    session: sessionStorage,
    now: () => now.t,
    currentPath: () => currentPath,
    assign: vi.fn(),
    reload: vi.fn(),
  };
}

describe('reload guard', () => {
  it('reloads once per path within 10 s and leaves a {path, expires} marker', () => {
    const now = { t: 1_000_000 };
    const e = env(now);
    expect(reloadAt('/here', e)).toBe(true);
    expect(e.reload).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({
      path: '/here',
      expires: 1_010_000,
    });
    now.t += 9_999;
    expect(canReloadAt('/here', e)).toBe(false);
    expect(reloadAt('/here', e)).toBe(false);
    expect(e.reload).toHaveBeenCalledOnce();
    now.t += 1;
    expect(reloadAt('/here', e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });

  it('loads another path with a full page load', () => {
    const e = env({ t: 0 }, '/here');
    expect(reloadAt('/there?x=1', e)).toBe(true);
    expect(e.assign).toHaveBeenCalledWith('/there?x=1');
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('does not block a different path', () => {
    const now = { t: 0 };
    const e = env(now);
    reloadAt('/a', e);
    expect(reloadAt('/b', e)).toBe(true);
  });

  it('survives a corrupt marker', () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, '{oops');
    expect(reloadAt('/here', env({ t: 0 }))).toBe(true);
  });
});
