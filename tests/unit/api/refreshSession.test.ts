import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '../../../src/api/refreshSession';
import { questionnaireStatus } from '../../../src/state/questionnaire';
import { user } from '../../../src/state/session';
import { reply, replyError, server, useMockServer } from '../helpers/server';

useMockServer();

beforeEach(() => {
  user.value = null;
  questionnaireStatus.value = null;
});

describe('refreshSession (after registration)', () => {
  it('loads the user and the questionnaire state', async () => {
    server.use(
      reply('get', '/api/user', { id: 3, registered: true }),
      reply('get', '/api/questionnaire/check', {
        completedQuestionnaire: false,
        skipUestionnaire: true,
      }),
    );
    await refreshSession();
    expect(user.value?.id).toBe(3);
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: true });
  });

  it('counts a failed check as not completed', async () => {
    server.use(
      reply('get', '/api/user', { id: 3 }),
      replyError('get', '/api/questionnaire/check', 400, 'BAD', 'no'),
    );
    await refreshSession();
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: false });
  });
});
