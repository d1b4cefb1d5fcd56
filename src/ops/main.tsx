import { render } from 'preact';
import { OpsPage } from './OpsPage';

// The operator's page: its own build (vite.ops.config.ts), served by the reference server at /ops/
// behind OPS_TOKEN. Nothing of it is in the customer's bundle.
const root = document.getElementById('ops');
if (root) render(<OpsPage />, root);
