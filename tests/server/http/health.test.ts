import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/src/app.ts';
import { connectDatabase } from '../../../server/src/db/connect.ts';
import { DependencyTimeout, isDependencyFailure } from '../../../server/src/dependencyFailure.ts';
import { connectRedis } from '../../../server/src/http/limits.ts';
import { MemorySms } from '../../../server/src/services/sms.ts';
import { call, forEachDatabase, insertMember, testConfig, uniqueTel } from '../helpers.ts';

/** Nothing listens on port 1: every connection is refused at once. */
const REFUSED = '127.0.0.1:1';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDependencyFailure', () => {
  it('knows the connection-class failures of PostgreSQL, Redis and the network', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('08P01'),
      withCode('53100', 'could not extend file: No space left on device'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new DependencyTimeout('PostgreSQL', 7000),
      new Error('query failed', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDependencyFailure(error), error.message).toBe(true);
    }
  });

  it('leaves every other error a 500', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('42P01', 'relation does not exist'),
      new TypeError('x is undefined'),
      'a string',
      undefined,
    ]) {
      expect(isDependencyFailure(error)).toBe(false);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL that refuses connections', () => {
  let app: Hono;
  let destroy = async () => {};
  beforeAll(async () => {
    const db = await connectDatabase({ kind: 'postgres', url: `postgres://postgres@${REFUSED}/x` });
    destroy = () => db.destroy();
    app = createApp({
      db,
      config: testConfig(),
      sms: new MemorySms(),
      limitStore: { kind: 'postgres', db },
    }) as unknown as Hono;
  });
  afterAll(() => destroy());

  it('answers 503 UNAVAILABLE with Retry-After, logging the outage in one line without a stack', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await call(app, 'POST', '/api/authorization/login', {
        form: { lineUserId: 'U0123', idToken: 'mock-id-token' },
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('2');
      expect(errors).toHaveBeenCalledTimes(1);
      const line = String(errors.mock.calls[0]?.[0]);
      expect(line).toMatch(
        /^\[dependency\] PostgreSQL failing: POST \/api\/authorization\/login: ECONNREFUSED/,
      );
      expect(line).not.toContain('\n');
    } finally {
      errors.mockRestore();
    }
  });

  it('is not ready, and says why; liveness still answers', async () => {
    const ready = await call(app, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ok: false });
    expect(ready.body.database).not.toBe('ok');
    expect((await call(app, 'GET', '/healthz')).status).toBe(200);
  });
});

forEachDatabase('readiness and a Redis that is down', (t) => {
  it('is ready with the database answering, and not ready once stopping', async () => {
    const lifecycle = { stopping: false };
    const app = t().makeApp({ lifecycle });
    const ready = await call(app, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ok: true, database: 'ok' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    lifecycle.stopping = true;
    const stopping = await call(app, 'GET', '/readyz');
    expect(stopping.status).toBe(503);
    expect(stopping.body).toMatchObject({ ok: false, stopping: true });
  });

  it('with Redis refused: not ready, yet code entry works and the wrong-code limit holds', async () => {
    const ctx = t();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const redis = connectRedis(`redis://${REFUSED}`);
    try {
      const app = ctx.makeApp({ limitStore: { kind: 'redis', redis, db: ctx.db } });
      const ready = await call(app, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ok: false, database: 'ok' });
      expect(ready.body.redis).not.toBe('ok');

      const member = await insertMember(ctx);
      const enter = (code: string) =>
        call(app, 'POST', '/api/codes', { token: member.token, form: { code } });
      expect((await enter('WELCOME100')).status).toBe(200);
      const wrong = [];
      for (let i = 0; i < 6; i += 1) wrong.push((await enter(`NOPE${i}`)).status);
      expect(wrong).toEqual([404, 404, 404, 404, 404, 429]);
      // The OTP limits fall back to the database too, and still answer.
      const otp = await call(app, 'POST', '/api/authorization/otp', {
        token: member.token,
        form: { tel: uniqueTel() },
      });
      expect(otp.status).toBe(200);
      // A refused Redis is logged as one outage, not on every attempt to reconnect: its first
      // failure, then at most a count every few seconds.
      const lines = errors.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('Redis'));
      expect(lines.filter((l) => l.startsWith('[dependency] Redis failing:'))).toHaveLength(1);
      expect(lines.every((l) => /^\[dependency\] Redis (failing|still failing)/.test(l))).toBe(
        true,
      );
    } finally {
      redis.disconnect();
      errors.mockRestore();
    }
  });
});
