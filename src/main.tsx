import { render } from 'preact';
import { App } from './app/App';
import { runStartup } from './boot/run';
import { BUILD_CHECK_INTERVAL_MS } from './config';
import { loadLiff } from './liff/load';
import { reportUncaught } from './platform/reportError';
import { startBuildWatch } from './platform/startBuildWatch';

// LIFF is requested first (index.html also modulepreloads its chunk, so it downloads in
// parallel with this one).
const liff = loadLiff();
reportUncaught();
// Startup renders the shell once its login call is out, and asks for the first page's chunks
// while that call is out (boot/run.ts). Build watching starts once startup is over.
void runStartup(liff, () => render(<App />, document.getElementById('app')!)).then(() =>
  startBuildWatch(BUILD_CHECK_INTERVAL_MS),
);
