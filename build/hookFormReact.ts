import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/ui/form/reactShim.ts', import.meta.url));
const fromHookForm = /[\\/]node_modules[\\/]react-hook-form[\\/]/;

/** react-hook-form only needs hooks, createContext and createElement: resolve its `react`
 *  import (already aliased to preact/compat) to src/ui/form/reactShim.ts so the form pages do
 *  not carry preact/compat. Every other importer keeps the compat alias. */
export function hookFormReact(): Plugin {
  return {
    name: 'hook-form-react',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        (source === 'react' || source === 'preact/compat') &&
        importer &&
        fromHookForm.test(importer)
      ) {
        return shim;
      }
      return null;
    },
  };
}
