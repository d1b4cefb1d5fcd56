/** The in-app path a deep link asks for, or '/' when it is missing or could leave the app.
 *  Only same-origin relative paths count: they start with one '/', never '//' or '/\' (which
 *  browsers treat as another host), and contain no control characters. */
export function safeTarget(query: Record<string, string | undefined>): string {
  const raw = query.fullPath ?? query.path;
  if (!raw) return '/';
  let target = raw.trim();
  // A value that was encoded twice on its way through the LINE deep link.
  if (/^%2F/i.test(target)) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return '/';
    }
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return '/';
  try {
    const url = new URL(target, location.origin);
    if (url.origin !== location.origin) return '/';
    // Arriving at /redirect again would loop.
    if (url.pathname === '/redirect') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
