/** Answers asked for before the page that shows them is on screen. Startup asks for the first
 *  page's data right after login, in parallel with the rest of startup (routes.ts names each
 *  page's data); the page then takes that answer instead of asking again. Keyed by the call
 *  itself, and taken once: any later load asks the server. */
const pending = new Map<() => Promise<unknown>, Promise<unknown>>();

export function preload(call: () => Promise<unknown>): void {
  if (pending.has(call)) return;
  const answer = call();
  // A failure is the page's to report when it takes the answer.
  answer.catch(() => undefined);
  pending.set(call, answer);
}

export function takePreloaded<T>(call: () => Promise<T>): Promise<T> | undefined {
  const answer = pending.get(call) as Promise<T> | undefined;
  pending.delete(call);
  return answer;
}

/** Drops every answer not yet taken (another user signs in: none of it is theirs). */
export function clearPreloaded(): void {
  pending.clear();
}
