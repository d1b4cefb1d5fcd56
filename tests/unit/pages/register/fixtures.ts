import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '../../../../contract/wire';
import Register from '../../../../src/pages/register/Register';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { lineProfile, setStoredUser, user } from '../../../../src/state/session';
import { replyOtp } from '../../helpers/otp';
import { renderAt } from '../../helpers/render';
import { reply } from '../../helpers/server';
import { sampleUser } from '../profile/fixtures';
import { liff } from './liff.mock';

/** What the Register page's English and Thai tests open, as whom, and what the server answers. */

export const renderRegister = () =>
  renderAt('/register', [{ path: '/register', component: Register }]);

/** Before each test: LINE user U123 "Somchai" (stored user 7) who has not registered, outside
 *  LINE (src/liff mocked by ./liff.mock). After it: real timers again. */
export function registeringSomchai(): void {
  beforeEach(() => {
    lineProfile.value = {
      userId: 'U123',
      displayName: 'Somchai',
      pictureUrl: 'https://example.com/p.png',
    };
    setStoredUser({ id: 7 });
    user.value = null;
    questionnaireStatus.value = null;
    liff.isInClient.mockReturnValue(false);
    liff.closeWindow.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

const registeredUser = { ...sampleUser, lineDisplayName: 'Somchai', points: 0 };

/** POST /api/authorization/register: user 7 with token tok-7; then GET /api/user: `member`. */
export const replyRegistered = (member: User = registeredUser) => [
  reply('post', '/api/authorization/register', { userId: 7, accessToken: 'tok-7' }),
  reply('get', '/api/user', member),
];

/** A whole sign-up answered: the code sent (`otpRefCode`), registered as user 7, GET /api/user
 *  answering `member`, and the questionnaire neither answered nor skipped. */
export const replySignUp = ({
  otpRefCode = 'ABC123',
  member = registeredUser,
}: {
  otpRefCode?: string;
  member?: User;
} = {}) => [
  replyOtp(otpRefCode),
  ...replyRegistered(member),
  reply('get', '/api/questionnaire/check', {
    completedQuestionnaire: false,
    skipQuestionnaire: false,
  }),
];
