import { ErrorPage } from './ErrorPage';

/** Shown in place of a page whose code could not be downloaded (and the reload guard already
 *  reloaded once). */
export default function ChunkLoadError() {
  return (
    <ErrorPage
      status={500}
      message="This page could not be loaded. Check your connection and try again."
    />
  );
}
