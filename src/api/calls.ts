import type {
  Answer,
  Campaign,
  CampaignDetail,
  CampaignType,
  CodeEntry,
  CodeResult,
  Content,
  CreateUserResult,
  HomeFeed,
  LoginResult,
  OtpResult,
  PointEntry,
  Product,
  ProfileUpdate,
  Question,
  QuestionnaireCheck,
  QuestionnaireSubmitResult,
  RedeemEntry,
  RegisterPayload,
  Reward,
  User,
  UserReward,
} from '../../server/src/contract';
import { request } from './client';

// Part A: the calls SPEC §7 fixes, names and encodings byte for byte.

export const login = (lineUserId: string, idToken: string) =>
  request<LoginResult>('POST', '/api/authorization/login', { form: { lineUserId, idToken } });

export const createUser = (lineUserId: string, idToken: string) =>
  request<CreateUserResult>('POST', '/api/authorization/createuser', {
    form: { lineUserId, idToken },
  });

export const register = (payload: RegisterPayload) =>
  request<LoginResult>('POST', '/api/authorization/register', { form: { ...payload } });

export const cancelRegistration = () => request<unknown>('POST', '/api/authorization/cancel');

export const getUser = () => request<User>('GET', '/api/user');

export const updateLineProfile = (lineDisplayName: string, linePictureUrl: string) =>
  request<User>('PUT', '/api/user/line', { form: { lineDisplayName, linePictureUrl } });

export const updateUser = (fields: ProfileUpdate) =>
  request<User>('PUT', '/api/user', { form: { ...fields } });

export const setPersonalInfoConsent = (personalInfoConsent: boolean) =>
  request<User>('PUT', '/api/user/consent', { form: { personalInfoConsent } });

export const getPointHistory = () => request<PointEntry[]>('GET', '/api/user/history/point');
export const getRedeemHistory = () => request<RedeemEntry[]>('GET', '/api/user/history/redeem');
export const getCodeHistory = () => request<CodeEntry[]>('GET', '/api/user/history/code');
export const getMyRewards = () => request<UserReward[]>('GET', '/api/user/rewards');

export const useReward = (campaignRewardId: number) =>
  request<UserReward>('PUT', '/api/user/rewards/use', { form: { campaignRewardId } });

export const setCampaignConsent = (campaignConsent1: boolean, campaignConsent2: boolean) =>
  request<User>('PUT', '/api/user/campaign/consent', {
    form: { campaignConsent1, campaignConsent2 },
  });

export const openReward = (rewardCodeId: number) =>
  request<UserReward>('GET', '/api/user/rewards/open', { query: { rewardCodeId } });

export const getQuestionnaire = () => request<Question[]>('GET', '/api/questionnaire');

export const submitQuestionnaire = (answers: Answer[]) =>
  request<QuestionnaireSubmitResult>('POST', '/api/questionnaire', {
    form: { answers: answers.map((a) => ({ ...a })) },
  });

export const checkQuestionnaire = () =>
  request<QuestionnaireCheck>('GET', '/api/questionnaire/check');

export const skipQuestionnaire = () => request<unknown>('POST', '/api/questionnaire/skip');

export const logState = (userId: number | string, state: string, os: string | undefined) =>
  request<void>('POST', '/api/log/state', { form: { userId, state, os: os ?? '' } });

export const logPageView = (userId: number | string, path: string) =>
  request<void>('POST', '/api/log/pageview', { form: { userId, path } });

export const logError = (userId: number | string, message: string, stack: string) =>
  request<void>('POST', '/api/log/error', { form: { userId, message, stack } });

// Part B: what the reference server adds (API.md). A backend without them degrades one page only.

export const requestOtp = (tel: string) =>
  request<OtpResult>('POST', '/api/authorization/otp', { form: { tel } });

export const getHome = () => request<HomeFeed>('GET', '/api/home');

export const getCampaigns = (type: CampaignType) =>
  request<Campaign[]>('GET', '/api/campaigns', { query: { type } });

export const getCampaign = (id: number) => request<CampaignDetail>('GET', `/api/campaigns/${id}`);
export const getContent = (id: number) => request<Content>('GET', `/api/contents/${id}`);
export const getProducts = () => request<Product[]>('GET', '/api/products');
export const getRewards = () => request<Reward[]>('GET', '/api/rewards');
export const getReward = (id: number) => request<Reward>('GET', `/api/rewards/${id}`);

/** One key per redeem attempt: a double tap or a retry with the same key never spends twice. */
export const redeemReward = (id: number, idempotencyKey: string) =>
  request<UserReward>('POST', `/api/rewards/${id}/redeem`, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const enterCode = (code: string) =>
  request<CodeResult>('POST', '/api/codes', { form: { code } });
