import type { RegisterInput } from './registerSchema';

/** What was typed on /register, kept for this tab so a reload loses nothing (never the code). */
const KEY = 'register-draft';

export type Draft = Omit<RegisterInput, 'otpCode'>;

export const emptyDraft: Draft = {
  firstname: '',
  lastname: '',
  email: '',
  birthDate: '',
  tel: '',
  consent1: false,
  consent2: false,
};

export function readDraft(): Draft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<Draft>;
    const draft = { ...emptyDraft };
    for (const key of Object.keys(emptyDraft) as (keyof Draft)[]) {
      if (typeof saved[key] === typeof emptyDraft[key])
        (draft as Record<string, unknown>)[key] = saved[key];
    }
    return draft;
  } catch {
    return { ...emptyDraft };
  }
}

export function saveDraft(values: Partial<RegisterInput>): void {
  const { otpCode: _never, ...rest } = values;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(rest));
  } catch {
    // Storage full or blocked: the form still works, only a reload would lose the draft.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // see saveDraft
  }
}
