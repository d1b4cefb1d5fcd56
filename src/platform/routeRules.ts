/** PATTERN is an exact path or a prefix ending in '/**'; TARGET an in-app path or a full URL. */
export type RouteRules = Record<string, { redirect?: string }>;

/** The redirect for a path: an exact rule wins, then the longest matching '/**' prefix (which
 *  also matches the prefix itself). */
export function matchRedirect(path: string, rules: RouteRules): string | undefined {
  const exact = rules[path]?.redirect;
  if (exact) return exact;
  let best: { length: number; target: string } | undefined;
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!pattern.endsWith('/**') || !rule.redirect) continue;
    const prefix = pattern.slice(0, -3);
    const matches = path === prefix || path.startsWith(`${prefix}/`) || prefix === '';
    if (matches && (!best || prefix.length > best.length)) {
      best = { length: prefix.length, target: rule.redirect };
    }
  }
  return best?.target;
}

export const isExternal = (target: string, origin: string): boolean =>
  new URL(target, origin).origin !== origin;
