import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { handleError } from '../../../server/src/http/errors.ts';

/** An app whose one route throws `error`; answers the response and what was logged. */
async function thrown(error: unknown) {
  const app = new Hono().post('/api/user', () => {
    throw error;
  });
  app.onError(handleError);
  const logged: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
    logged.push(args.join(' '));
  });
  try {
    const res = await app.request('/api/user', { method: 'POST' });
    return { status: res.status, body: await res.json(), logged };
  } finally {
    spy.mockRestore();
  }
}

describe('an unexpected error', () => {
  it("answers 500 and logs one entry without the database's words, which quote the member's data", async () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint: tel 0812345678 of Somchai'),
      {
        name: 'DatabaseError',
        code: '23505',
        severity: 'ERROR',
        detail: 'Key (tel)=(0812345678) already exists.',
        parameters: ['Somchai', '0812345678', 'somchai@example.com'],
      },
    );
    const { status, body, logged } = await thrown(error);
    expect(status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
    expect(logged).toHaveLength(1);
    const [entry] = logged as [string];
    expect(entry.split('\n')[0]).toBe(
      '[500] POST /api/user: DatabaseError 23505 (database message not logged)',
    );
    expect(entry).toMatch(/\n\s+at /);
    for (const secret of ['0812345678', 'Somchai', 'somchai@example.com']) {
      expect(entry).not.toContain(secret);
    }
  });

  it("keeps a program error's own message, which says where the code went wrong", async () => {
    const { status, logged } = await thrown(
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    );
    expect(status).toBe(500);
    expect(logged[0]?.split('\n')[0]).toBe(
      "[500] POST /api/user: TypeError Cannot read properties of undefined (reading 'id')",
    );
  });
});
