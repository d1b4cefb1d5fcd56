import { useEffect } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';
import { startupError } from '../boot/run';
import { HomeSnapshotView } from '../pages/home/Home';
import { shownSnapshot } from '../state/homeSnapshot';
import { ready } from '../state/session';
import { ToasterHost } from '../ui/ToasterHost';
import { AppRoutes } from './AppRoutes';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';
import { hideOverlay } from './overlay';

/** The shell: toasts always; pages once startup is ready (the index.html overlay covers the
 *  wait, or Home's snapshot from the last visit); the 500 page if startup failed. */
export function App() {
  const failed = startupError.value;
  useEffect(() => {
    if (failed) hideOverlay();
  }, [failed]);

  return (
    <LocationProvider>
      {failed ? (
        <Layout>
          <ErrorPage status={500} message="The app could not start. Please reopen it." />
        </Layout>
      ) : ready.value ? (
        <AppRoutes />
      ) : shownSnapshot.value ? (
        <Layout>
          <HomeSnapshotView snapshot={shownSnapshot.value} />
        </Layout>
      ) : null}
      <ToasterHost />
    </LocationProvider>
  );
}
