import { useEffect } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';
import { ready, startupFailed } from '../state/session';
import { ToasterHost } from '../ui/ToasterHost';
import { AppRoutes } from './AppRoutes';
import { markAppReady } from './appReady';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';
import { snapshots } from './routes';
import { text } from './text';

/** The shell: toasts always; pages once startup is ready (until then the index.html overlay or a
 *  page's snapshot); if startup failed, a page to try again. It never reloads by itself, so a LINE
 *  outage cannot become a reload loop. */
export function App() {
  const failed = startupFailed.value;
  const snapshot = snapshots.find((s) => s.shown.value);
  const title = text.documentTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (failed) markAppReady();
  }, [failed]);

  return (
    <LocationProvider>
      {failed ? (
        <Layout>
          <ErrorPage message={text.lineUnreachable} retry />
        </Layout>
      ) : ready.value ? (
        <AppRoutes />
      ) : snapshot ? (
        <Layout>
          <snapshot.View />
        </Layout>
      ) : null}
      <ToasterHost />
    </LocationProvider>
  );
}
