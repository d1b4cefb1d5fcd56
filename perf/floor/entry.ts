// The startup floor's page script, as src/entry.ts is the app's: the chain (startup.ts,
// modulepreloaded by the page at low priority, as index.html preloads the app) starts once the
// overlay has painted, so the floor's first paint, and the window in which Lighthouse counts
// blocking time, begin where the app's do.
import { afterFirstPaint } from '../../src/platform/firstPaint';

afterFirstPaint(() => void import('./startup'), 1000);
