import type { z } from 'zod';
import type { questionnaireSchema } from '../../../contract/payloads.ts';
import type {
  Question,
  QuestionnaireCheck,
  QuestionnaireSubmitResult,
} from '../../../contract/wire.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, validationError } from '../http/errors.ts';
import { addPoints, type Db, lockUser } from './points.ts';
import { findUser } from './users.ts';

export const QUESTIONNAIRE_POINTS = 50;

export async function listQuestions(db: Db): Promise<Question[]> {
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    kind: row.kind,
    options: row.options,
    required: row.required,
  }));
}

type Answers = z.output<typeof questionnaireSchema>['answers'];

/** Checks every answer against its question; the field named is `answers[i]` of the bad answer. */
export function checkAnswers(
  questions: Question[],
  answers: Answers,
): Record<number, string | string[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const result: Record<number, string | string[]> = {};
  answers.forEach((answer, index) => {
    const field = `answers[${index}]`;
    const question = byId.get(answer.questionId);
    if (!question)
      throw validationError(field, 'This answer is for a question that does not exist.');
    if (answer.questionId in result)
      throw validationError(field, 'This question was answered twice.');
    const values = Array.isArray(answer.value) ? answer.value : [answer.value];
    const given = values.map((value) => value.trim()).filter((value) => value !== '');
    const allowed = new Set(question.options.map((option) => option.value));
    if (given.length === 0) {
      if (question.required) throw validationError(field, 'Please answer this question.');
      return;
    }
    switch (question.kind) {
      case 'single':
        if (given.length !== 1 || !allowed.has(given[0] as string)) {
          throw validationError(field, 'Choose one of the options.');
        }
        result[question.id] = given[0] as string;
        return;
      case 'multiple':
        if (!given.every((value) => allowed.has(value)) || new Set(given).size !== given.length) {
          throw validationError(field, 'Choose from the options, each at most once.');
        }
        result[question.id] = given;
        return;
      case 'rating':
        if (given.length !== 1 || !/^[1-5]$/.test(given[0] as string)) {
          throw validationError(field, 'Choose a rating from 1 to 5.');
        }
        result[question.id] = given[0] as string;
        return;
      case 'text':
        if (given.length !== 1 || (given[0] as string).length > 1000) {
          throw validationError(field, 'Write up to 1000 characters.');
        }
        result[question.id] = given[0] as string;
    }
  });
  const missing = questions.find((question) => question.required && !(question.id in result));
  if (missing) {
    throw validationError(`question[${missing.id}]`, `Please answer: ${missing.text}`);
  }
  return result;
}

export async function submitAnswers(
  deps: AppDeps,
  userId: number,
  answers: Answers,
): Promise<QuestionnaireSubmitResult> {
  const checked = checkAnswers(await listQuestions(deps.db), answers);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (user.questionnaire_completed_at) {
      throw new ApiError(409, 'ALREADY_COMPLETED', 'You have already answered the questionnaire.');
    }
    const response = await trx
      .insertInto('questionnaire_responses')
      .values({ user_id: userId, answers: JSON.stringify(checked), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ questionnaire_completed_at: now })
      .where('id', '=', userId)
      .execute();
    await addPoints(
      trx,
      {
        userId,
        delta: QUESTIONNAIRE_POINTS,
        reason: 'questionnaire',
        title: 'Questionnaire answered',
        refId: response.id,
      },
      now,
    );
    return { completedQuestionnaire: true, pointsAwarded: QUESTIONNAIRE_POINTS };
  });
}

export async function skipQuestionnaire(deps: AppDeps, userId: number) {
  await deps.db
    .updateTable('users')
    .set({ questionnaire_skipped_at: deps.clock() })
    .where('id', '=', userId)
    .where('questionnaire_skipped_at', 'is', null)
    .execute();
  return { skipQuestionnaire: true as const };
}

export async function checkQuestionnaire(
  deps: AppDeps,
  userId: number,
): Promise<QuestionnaireCheck> {
  const user = await findUser(deps.db, userId);
  return {
    completedQuestionnaire: user.questionnaire_completed_at !== null,
    skipQuestionnaire: user.questionnaire_skipped_at !== null,
  };
}
