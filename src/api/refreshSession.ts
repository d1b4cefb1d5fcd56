import { questionnaireStatus, toQuestionnaireStatus } from '../state/questionnaire';
import { setUser } from '../state/session';
import { checkQuestionnaire, getUser } from './sessionCalls';

/** After registration (or any change of who is logged in): reloads the user and the
 *  questionnaire state the after-login rules read. A failed check counts as not completed. */
export async function refreshSession(): Promise<void> {
  const [loaded, check] = await Promise.allSettled([getUser(), checkQuestionnaire()]);
  if (loaded.status === 'fulfilled') setUser(loaded.value);
  questionnaireStatus.value = toQuestionnaireStatus(
    check.status === 'fulfilled' ? check.value : null,
  );
  if (loaded.status === 'rejected') throw loaded.reason;
}
