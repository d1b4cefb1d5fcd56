import { useEffect, useState } from 'preact/hooks';
import { reloadAt } from '../platform/reloadGuard';
import { localized } from '../state/language';
import { Button } from '../ui/Button';
import { en } from './ChunkLoadError.text.en';
import { th } from './ChunkLoadError.text.th';

/** Its own words, in the customer's language; they travel with it. */
const text = localized(en, th);

const here = () => location.pathname + location.search + location.hash;

/**
 * In place of a page whose code could not be downloaded. Offline, it says so and reloads the page
 * (SPEC §4's chunk-failure reload) once the network is back or on Retry, never into the browser's
 * own "no internet" page. Online (the reload already happened once and did not help), it offers
 * Retry. Lazy: the router loads it right after app-ready, so it is here before the network goes.
 */
export default function ChunkLoadError() {
  const [online, setOnline] = useState(navigator.onLine);
  const [retried, setRetried] = useState(false);

  useEffect(() => {
    const back = () => {
      setOnline(true);
      reloadAt(here());
    };
    const gone = () => setOnline(false);
    // Shown again for a page that failed while offline and the network is back by now.
    if (navigator.onLine) reloadAt(here());
    addEventListener('online', back);
    addEventListener('offline', gone);
    return () => {
      removeEventListener('online', back);
      removeEventListener('offline', gone);
    };
  }, []);

  const retry = () => {
    if (navigator.onLine) location.reload();
    else setRetried(true);
  };

  return (
    <section class="error-page" role="alert" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title">{online ? text.failedTitle : text.offlineTitle}</h1>
      <p>{online ? text.failed : retried ? text.stillOffline : text.offline}</p>
      <Button onClick={retry}>{text.retry}</Button>
    </section>
  );
}
