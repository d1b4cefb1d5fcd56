// First: goober's style sheet must batch its writes before any module calls css().
import './ui/batchStyleWrites';
import { render } from 'preact';
import { App } from './app/App';
import { matchRoute } from './app/guards';
import { runStartup } from './boot/run';
import { BUILD_CHECK_INTERVAL_MS } from './config';
import { loadLiff } from './liff/load';
import { reportUncaught } from './platform/reportError';
import { startBuildWatch } from './platform/startBuildWatch';

// LIFF is requested first (index.html also modulepreloads its chunk, so it downloads in
// parallel with this one).
const liff = loadLiff();
reportUncaught();
// The first page's chunk downloads while startup talks to LINE and the backend. In a task of its
// own: adding the modulepreload links of the page's chunks is about half of this module's run,
// and together they made one long task that blocks the main thread.
setTimeout(() => {
  matchRoute(location.pathname.replace(/\/+$/, '') || '/')
    ?.route.component.preload()
    .catch(() => undefined);
});
// In a task of its own too: this module's evaluation (the whole app chunk's) and the shell's
// first render, run together, made one long task on a budget phone.
setTimeout(() => render(<App />, document.getElementById('app')!));
// Build watching starts once startup is over.
void runStartup(liff).then(() => startBuildWatch(BUILD_CHECK_INTERVAL_MS));
