import { signal } from '@preact/signals';
import type { QuestionnaireCheck } from '../../contract/wire';

export interface QuestionnaireStatus {
  completed: boolean;
  skipped: boolean;
}

/** Set by startup's questionnaire check; null until a logged-in user has been checked (the
 *  after-login rules only apply then). */
export const questionnaireStatus = signal<QuestionnaireStatus | null>(null);

/** Reads the check result, accepting both spellings of the skip flag (API.md). */
export function toQuestionnaireStatus(
  check: QuestionnaireCheck | null | undefined,
): QuestionnaireStatus {
  const raw = (check ?? {}) as Record<string, unknown>;
  return {
    completed: raw.completedQuestionnaire === true,
    skipped: raw.skipQuestionnaire === true || raw.skipUestionnaire === true,
  };
}

export const isQuestionnaireDone = (s: QuestionnaireStatus): boolean => s.completed || s.skipped;

/** Pages call these after submitting or skipping, so the after-login rule lets the user go on. */
export const markQuestionnaireCompleted = (): void => {
  questionnaireStatus.value = {
    completed: true,
    skipped: questionnaireStatus.peek()?.skipped ?? false,
  };
};
export const markQuestionnaireSkipped = (): void => {
  questionnaireStatus.value = {
    completed: questionnaireStatus.peek()?.completed ?? false,
    skipped: true,
  };
};
