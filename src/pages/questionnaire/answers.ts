import type { Answer, Question } from '../../../contract/wire';

export type AnswerValue = string | string[];
export type Answers = Record<number, AnswerValue | undefined>;

export const RATING_MAX = 5;
export const TEXT_MAX = 500;

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** The questions a required answer is missing for, in page order. */
export const unanswered = (questions: Question[], answers: Answers): Question[] =>
  questions.filter((q) => q.required && isEmpty(answers[q.id]));

/** What POST /api/questionnaire sends: answered questions only, text trimmed. */
export function toAnswers(questions: Question[], answers: Answers): Answer[] {
  const result: Answer[] = [];
  for (const q of questions) {
    const value = answers[q.id];
    if (value === undefined || isEmpty(value)) continue;
    result.push({ questionId: q.id, value: Array.isArray(value) ? value : value.trim() });
  }
  return result;
}

const isAnswerValue = (v: unknown): v is AnswerValue =>
  typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string'));

/** Answers read back from a draft: question ids to strings or lists of strings, else null. */
export function parseAnswers(raw: unknown): Answers | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const answers: Answers = {};
  for (const [id, value] of Object.entries(raw)) {
    if (/^\d+$/.test(id) && isAnswerValue(value)) answers[Number(id)] = value;
  }
  return answers;
}

/** Whether anything was answered at all. */
export const hasAnswers = (answers: Answers): boolean =>
  Object.values(answers).some((value) => !isEmpty(value));
