import { type Env, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../../server/src/http/errors.ts';
import { memberRouter, publicRouter } from '../../../server/src/routes/session.ts';
import { signAccessToken } from '../../../server/src/services/accessToken.ts';
import { testConfig } from '../helpers.ts';

// Member 42 exists, with tokens of version 0.
const deps = {
  config: testConfig(),
  clock: () => new Date(),
  fetch,
  tokenVersions: async (userId: number) => (userId === 42 ? 0 : undefined),
};

function mount<E extends Env>(path: string, router: Hono<E>) {
  const app = new Hono().route(path, router);
  app.onError(handleError);
  return app;
}

describe('session routers', () => {
  it('a route written on a member router answers 401 without a valid token', async () => {
    const members = memberRouter(deps);
    members.get('/whoami', (c) => c.json({ userId: c.get('userId') }));
    const app = mount('/api/new', members);
    for (const authorization of [undefined, 'Bearer nonsense']) {
      const res = await app.request('/api/new/whoami', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Please sign in again.' },
      });
    }
    const token = await signAccessToken(deps, 42);
    const res = await app.request('/api/new/whoami', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await res.json()).toEqual({ userId: 42 });
  });

  it('a public router has no user id to read', async () => {
    const open = publicRouter();
    // @ts-expect-error: public routes run without the sign-in guard, so no user id is set
    open.get('/whoami', (c) => c.json({ userId: c.get('userId') }));
    const token = await signAccessToken(deps, 42);
    const res = await mount('/api/open', open).request('/api/open/whoami', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });
});
