import preact from '@preact/preset-vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { hookFormReact } from './build/hookFormReact';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [preact({ prerender: { enabled: false } }), hookFormReact()],
        resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Each file in a worker thread rather than a child process: 169 s instead of 202 for the
          // whole project on a 2-core host (2026-11-28), the same 671 tests passing.
          pool: 'threads',
          // A thread per core, not Vitest's default of one fewer (a single thread on 2 cores): with
          // the server tests beside it (npm test), 122 s instead of 172 on a 2-core host
          // (2026-11-28), the server tests 121 s instead of 107.
          maxWorkers: '100%',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Room for a few of setup.ts's 5 s waits on a loaded host.
          testTimeout: 20_000,
          // Run these through Vite so the app's resolution of `react` (hookFormReact) reaches them.
          server: { deps: { inline: ['react-hook-form', '@hookform/resolvers'] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/server/faults/**'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Its own PostgreSQL and redis-server, stopped and killed on purpose: a step of its own.
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/server/faults/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
