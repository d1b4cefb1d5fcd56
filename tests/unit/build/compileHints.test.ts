import { describe, expect, it } from 'vitest';
import { runAtIdle, staticallyReached } from '../../../build/compileHints';

/** A module graph: each module and what it imports statically. */
const graph: Record<string, string[]> = {
  '/app/src/pages/code/CodeSheet.tsx': ['/app/src/ui/Modal.tsx', '/app/src/api/calls.ts'],
  '/app/src/ui/Modal.tsx': ['/app/src/ui/trapTab.ts', '/app/src/state/language.ts'],
  '/app/src/ui/trapTab.ts': [],
  '/app/src/api/calls.ts': ['/app/src/api/client.ts'],
  '/app/src/api/client.ts': [],
  '/app/src/state/language.ts': [],
  '/app/src/pages/redeem/Rewards.tsx': ['/app/src/ui/Modal.tsx', '/app/src/pages/redeem/Card.tsx'],
  '/app/src/pages/redeem/Card.tsx': [],
};
const read = (id: string) => (graph[id] ? { importedIds: graph[id] } : null);
const chunk = (name: string, moduleIds: string[], isEntry = false) => ({
  name,
  moduleIds,
  isEntry,
});

describe('the compile hint goes to the chunks run at idle', () => {
  const reached = staticallyReached(['/app/src/pages/code/CodeSheet.tsx'], read);

  it('reaches what a part imports statically, through every level, each once', () => {
    expect([...reached].sort()).toEqual(
      [
        '/app/src/api/calls.ts',
        '/app/src/api/client.ts',
        '/app/src/pages/code/CodeSheet.tsx',
        '/app/src/state/language.ts',
        '/app/src/ui/Modal.tsx',
        '/app/src/ui/trapTab.ts',
      ].sort(),
    );
  });

  it('hints a chunk that holds one of them, not the entry, not the app, not a page of its own', () => {
    const always = ['app'];
    expect(
      runAtIdle(chunk('CodeSheet', ['/app/src/pages/code/CodeSheet.tsx']), reached, always),
    ).toBe(true);
    // A chunk shared with a page is run at idle all the same.
    expect(
      runAtIdle(
        chunk('Modal', ['/app/src/ui/Modal.tsx', '/app/src/ui/trapTab.ts']),
        reached,
        always,
      ),
    ).toBe(true);
    expect(runAtIdle(chunk('app', ['/app/src/state/language.ts']), reached, always)).toBe(false);
    expect(runAtIdle(chunk('index', ['/app/src/api/client.ts'], true), reached, always)).toBe(
      false,
    );
    expect(
      runAtIdle(
        chunk('Rewards', ['/app/src/pages/redeem/Rewards.tsx', '/app/src/pages/redeem/Card.tsx']),
        reached,
        always,
      ),
    ).toBe(false);
  });
});
