import { questionnaireSchema } from '../../../contract/payloads.ts';
import type { AppDeps } from '../deps.ts';
import { readForm } from '../http/form.ts';
import {
  checkQuestionnaire,
  listQuestions,
  skipQuestionnaire,
  submitAnswers,
} from '../services/questionnaire.ts';
import { memberRouter } from './session.ts';

export function questionnaireRoutes(deps: AppDeps) {
  const app = memberRouter(deps);

  app.get('/', async (c) => c.json(await listQuestions(deps.db)));

  app.post('/', async (c) => {
    const { answers } = await readForm(c, questionnaireSchema);
    return c.json(await submitAnswers(deps, c.get('userId'), answers));
  });

  app.get('/check', async (c) => c.json(await checkQuestionnaire(deps, c.get('userId'))));

  app.post('/skip', async (c) => c.json(await skipQuestionnaire(deps, c.get('userId'))));

  return app;
}
