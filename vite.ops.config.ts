import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// The operator's page (src/ops): its own build, apart from the customer's (vite.config.ts), into
// dist/ops, which the reference server serves at /ops/ behind OPS_TOKEN.
export default defineConfig({
  root: 'src/ops',
  base: '/ops/',
  plugins: [preact({ prerender: { enabled: false } })],
  build: {
    outDir: '../../dist/ops',
    emptyOutDir: true,
    target: ['chrome94', 'safari15'],
  },
});
