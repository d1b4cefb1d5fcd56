/** The words of the page shown when a page's code cannot load (a chunk of its own) in English. */
export const en = {
  offlineTitle: 'You’re offline',
  offline: 'This page needs a connection to open. It opens by itself once you’re back online.',
  stillOffline: 'Still no connection. Check your Wi-Fi or mobile data.',
  failedTitle: 'This page could not be loaded',
  failed: 'Check your connection and try again.',
  retry: 'Retry',
};
