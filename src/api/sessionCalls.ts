import type { CreateUserResult, LoginResult, QuestionnaireCheck, User } from '../../contract/wire';
import { request } from './client';

// The calls the app shell makes before and around every page (startup, navigation, error log):
// kept apart from calls.ts so the initial JS carries only these.

export const login = (lineUserId: string, idToken: string) =>
  request<LoginResult>('POST', '/api/authorization/login', { form: { lineUserId, idToken } });

export const createUser = (lineUserId: string, idToken: string) =>
  request<CreateUserResult>('POST', '/api/authorization/createuser', {
    form: { lineUserId, idToken },
  });

export const getUser = () => request<User>('GET', '/api/user');

export const updateLineProfile = (lineDisplayName: string, linePictureUrl: string) =>
  request<User>('PUT', '/api/user/line', { form: { lineDisplayName, linePictureUrl } });

export const checkQuestionnaire = () =>
  request<QuestionnaireCheck>('GET', '/api/questionnaire/check');

export const logState = (userId: number | string, state: string, os: string | undefined) =>
  request<void>('POST', '/api/log/state', { form: { userId, state, os: os ?? '' } });

export const logPageView = (userId: number | string, path: string) =>
  request<void>('POST', '/api/log/pageview', { form: { userId, path } });

export const logError = (userId: number | string, message: string, stack: string) =>
  request<void>('POST', '/api/log/error', { form: { userId, message, stack } });
