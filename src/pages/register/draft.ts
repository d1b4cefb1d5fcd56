import type { RegisterInput } from './registerSchema';

/** What was typed on /register, kept for this tab so a reload loses nothing (never the code). */
const KEY = 'register-draft';

export type Draft = Omit<RegisterInput, 'otpCode'>;

const empty: Draft = {
  firstname: '',
  lastname: '',
  email: '',
  birthDate: '',
  tel: '',
  consent1: false,
  consent2: false,
};

/** The saved draft; a field of the wrong type (an old or edited entry) falls back to empty. */
export function readDraft(): Draft {
  let saved: Record<string, unknown> = {};
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') ?? {};
  } catch {
    // Unreadable: start empty.
  }
  const draft: Record<string, unknown> = { ...empty };
  for (const key in empty) if (typeof saved[key] === typeof draft[key]) draft[key] = saved[key];
  return draft as Draft;
}

// Storage may be full or blocked: then the form still works, only a reload would lose the draft.
export function saveDraft({ otpCode: _never, ...rest }: Partial<RegisterInput>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(rest));
  } catch {}
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
