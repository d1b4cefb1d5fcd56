import { useEffect } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';
import { startupError } from '../boot/run';
import { ready } from '../state/session';
import { ToasterHost } from '../ui/ToasterHost';
import { AppRoutes } from './AppRoutes';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';
import { hideOverlay } from './overlay';

/** The shell: toasts always; pages once startup is ready (the index.html overlay covers the
 *  wait); the 500 page if startup failed. */
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
      ) : null}
      <ToasterHost />
    </LocationProvider>
  );
}
