import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../build/compileHints';

const chunk = (fileName: string, name: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  name,
  moduleIds,
  imports,
  isEntry: name === 'index',
  code: `/* ${name} */`,
});

/** The plugin's generateBundle over `bundle`, as Rollup calls it. */
function hint(bundle: OutputBundle) {
  const hook = compileHints().generateBundle as {
    handler: (this: unknown, options: unknown, bundle: OutputBundle) => void;
  };
  hook.handler.call({}, {}, bundle);
  return Object.values(bundle)
    .filter((c) => c.type === 'chunk' && c.code.startsWith(`${COMPILE_HINT}\n`))
    .map((c) => c.fileName)
    .sort();
}

/** The entry, the app, LIFF, the code sheet, the Modal chunk it shares with a page, and that
 *  page. */
const BUNDLE = () =>
  Object.fromEntries(
    [
      chunk('assets/index-1.js', 'index', ['/app/src/entry.ts']),
      chunk(
        'assets/app-2.js',
        'app',
        ['/app/src/main.tsx', '/app/src/state/language.ts'],
        ['assets/index-1.js'],
      ),
      chunk('assets/real-6.js', 'real', [
        '/app/src/liff/real.ts',
        '/app/node_modules/@line/liff/x.js',
      ]),
      chunk(
        'assets/CodeSheet-3.js',
        'CodeSheet',
        ['/app/src/pages/code/CodeSheet.tsx'],
        ['assets/Modal-4.js', 'assets/app-2.js'],
      ),
      chunk(
        'assets/Modal-4.js',
        'Modal',
        ['/app/src/ui/Modal.tsx', '/app/src/ui/trapTab.ts'],
        ['assets/app-2.js'],
      ),
      chunk(
        'assets/Rewards-5.js',
        'Rewards',
        ['/app/src/pages/redeem/Rewards.tsx'],
        ['assets/Modal-4.js'],
      ),
    ].map((c) => [c.fileName, c]),
  ) as unknown as OutputBundle;

describe('the compile hint goes to the startup chunks and the chunks run at idle', () => {
  it("hints the app's and LIFF's chunks, the code sheet and what it imports (a chunk shared with a page too), not the entry or a page", () => {
    const bundle = BUNDLE();
    expect(hint(bundle)).toEqual([
      'assets/CodeSheet-3.js',
      'assets/Modal-4.js',
      'assets/app-2.js',
      'assets/real-6.js',
    ]);
  });

  it('hints the mock LIFF chunk of a mock build', () => {
    const bundle = BUNDLE();
    delete bundle['assets/real-6.js'];
    bundle['assets/mock-7.js'] = chunk('assets/mock-7.js', 'mock', [
      '/app/src/liff/mock.ts',
    ]) as unknown as OutputBundle[string];
    expect(hint(bundle)).toContain('assets/mock-7.js');
  });

  it('opens the file with it, once, the code after it unchanged', () => {
    const bundle = BUNDLE();
    hint(bundle);
    expect((bundle['assets/Modal-4.js'] as { code: string }).code).toBe(
      `${COMPILE_HINT}\n/* Modal */`,
    );
  });
});
