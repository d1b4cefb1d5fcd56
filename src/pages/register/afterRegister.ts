import { refreshSession } from '../../api/refreshSession';
import { navigate } from '../../platform/navigate';
import { isQuestionnaireDone, questionnaireStatus } from '../../state/questionnaire';

/** SPEC §4 after login, through the foundation's refreshSession (user + questionnaire check; a
 *  failed check counts as not completed): the questionnaire unless it is done, else Home. */
export async function afterRegister(): Promise<void> {
  try {
    await refreshSession();
  } catch {
    // Registration itself succeeded; Home loads the user again.
  }
  const status = questionnaireStatus.peek();
  navigate(status && isQuestionnaireDone(status) ? '/' : '/questionnaire', { replace: true });
}
