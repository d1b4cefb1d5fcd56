import { beforeEach } from 'vitest';
import type { Question } from '../../../../contract/wire';
import Questionnaire from '../../../../src/pages/questionnaire/Questionnaire';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { lineProfile, user } from '../../../../src/state/session';
import { renderAt } from '../../helpers/render';
import { sampleUser } from '../profile/fixtures';

/** What the Questionnaire page's English and Thai tests open, as whom, and the questions. */

export const open = () =>
  renderAt('/questionnaire', [{ path: '/questionnaire', component: Questionnaire }]);

/** Before each test: sampleUser with 100 points signed in, the questionnaire neither answered
 *  nor skipped. */
export function answeringAsSampleUser(): void {
  beforeEach(() => {
    user.value = { ...sampleUser, points: 100 };
    questionnaireStatus.value = { completed: false, skipped: false };
    lineProfile.value = { userId: 'U123', displayName: 'Somchai', pictureUrl: '' };
  });
}

/** One question of each kind; all but the text one required. */
export const questions: Question[] = [
  {
    id: 1,
    text: 'How often do you shop with us?',
    kind: 'single',
    required: true,
    options: [
      { value: 'weekly', label: 'Every week' },
      { value: 'monthly', label: 'Every month' },
    ],
  },
  {
    id: 2,
    text: 'What do you buy?',
    kind: 'multiple',
    required: true,
    options: [
      { value: 'drinks', label: 'Drinks' },
      { value: 'snacks', label: 'Snacks' },
      { value: 'gifts', label: 'Gifts' },
    ],
  },
  { id: 3, text: 'How happy are you with us?', kind: 'rating', required: true, options: [] },
  { id: 4, text: 'Anything else?', kind: 'text', required: false, options: [] },
];
