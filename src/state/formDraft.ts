import { lineProfile } from './session';

/** A draft is dropped this long after it was last saved. */
export const DRAFT_LIFE_MS = 24 * 60 * 60 * 1000;

interface Stored {
  /** The LINE user who typed it. */
  owner: string;
  savedAt: number;
  value: unknown;
}

export interface FormDraft<T> {
  /** What this LINE user last saved for the form, or null. */
  read(): T | null;
  save(value: T): void;
  /** After the form was submitted or cancelled. */
  clear(): void;
}

/**
 * A form's draft (what was typed and where the form was), kept in localStorage under
 * `draft:{form}`: it survives a reload and LINE's webview being killed while the customer is in
 * another app. Only the LINE user who typed it gets it back; another user's save replaces it, and
 * a draft older than DRAFT_LIFE_MS is dropped. `parse` turns what was stored back into a T, or
 * null when it is not one (an older shape, an edited entry). Storage may be full or blocked: then
 * the form still works, only a reload would lose the draft.
 */
export function formDraft<T>(
  form: string,
  parse: (raw: unknown) => T | null,
  storage: () => Storage = () => localStorage,
  now: () => number = Date.now,
): FormDraft<T> {
  const key = `draft:${form}`;
  const owner = () => lineProfile.peek()?.userId;

  const clear = () => {
    try {
      storage().removeItem(key);
    } catch {}
  };

  return {
    read() {
      let stored: Partial<Stored> | null = null;
      try {
        stored = JSON.parse(storage().getItem(key) ?? 'null');
      } catch {}
      if (!stored) return null;
      const mine = owner() !== undefined && stored.owner === owner();
      const fresh = typeof stored.savedAt === 'number' && now() - stored.savedAt < DRAFT_LIFE_MS;
      const value = mine && fresh ? parse(stored.value) : null;
      // Someone else's, stale or unreadable: nobody gets it back, so it goes.
      if (value === null) clear();
      return value;
    },
    save(value) {
      const who = owner();
      if (who === undefined) return;
      try {
        storage().setItem(
          key,
          JSON.stringify({ owner: who, savedAt: now(), value } satisfies Stored),
        );
      } catch {}
    },
    clear,
  };
}

/** A `parse` for flat drafts: starts from `empty` and takes each stored field of the same type. */
export const sameShape =
  <T extends Record<string, string | number | boolean>>(empty: T) =>
  (raw: unknown): T | null => {
    if (!raw || typeof raw !== 'object') return null;
    const saved = raw as Record<string, unknown>;
    const draft: Record<string, unknown> = { ...empty };
    for (const key in empty) if (typeof saved[key] === typeof empty[key]) draft[key] = saved[key];
    return draft as T;
  };
