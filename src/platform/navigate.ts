/** The one way code moves the app to another page. Links (<a href>) are handled by the router
 *  itself; this is for code paths (after a form submit, a guard, a redirect). preact-iso's
 *  LocationProvider re-reads location on popstate, so no router context is needed. */
export function navigate(url: string, options: { replace?: boolean } = {}): void {
  const target = new URL(url, location.href);
  if (target.origin !== location.origin) {
    throw new Error(`External URL ${url}: use navigateExternal`);
  }
  const path = target.pathname + target.search + target.hash;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** SPEC §8: leaving the app (a full page load to another origin) needs explicit permission. */
export function navigateExternal(url: string, options: { allowExternal: boolean }): void {
  if (options.allowExternal !== true) {
    throw new Error(`External URL ${url} not allowed`);
  }
  location.assign(url);
}
