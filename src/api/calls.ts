import type {
  Answer,
  Campaign,
  CampaignType,
  CodeResult,
  Content,
  LoginResult,
  OtpResult,
  ProfileUpdate,
  ProfileUpdateResult,
  QuestionnaireSubmitResult,
  RedeemAnswer,
  RegisterPayload,
  User,
  UserReward,
} from '../../contract/wire';
import { request } from './client';

export { getCampaign, getQuestionnaire, getReward } from './detailCalls';
export {
  getCodeHistory,
  getHome,
  getMyRewards,
  getPointHistory,
  getProducts,
  getRedeemHistory,
  getRewards,
} from './pageDataCalls';
export {
  checkQuestionnaire,
  createUser,
  getUser,
  logError,
  login,
  logPageView,
  logState,
  updateLineProfile,
} from './sessionCalls';

// Part A: the calls SPEC §7 fixes, names and encodings byte for byte.

/** idToken is extra to the spec's fields (API.md, Security); a backend that does not know it
 *  ignores it. */
export const register = (payload: RegisterPayload, idToken?: string) =>
  request<LoginResult>('POST', '/api/authorization/register', { form: { ...payload, idToken } });

/** The spec sends no fields; userId, lineUserId and idToken let a backend find and verify the
 *  unfinished registration of a caller who has no token yet (a backend that does not know them
 *  ignores them). */
export const cancelRegistration = (userId: number | '', lineUserId: string, idToken?: string) =>
  request<unknown>('POST', '/api/authorization/cancel', {
    form: { userId, lineUserId, idToken },
  });

/** With a changed `tel`, the code sent to it (otpCode, otpRefCode); the answer then carries the
 *  member's new access token, as every older one was revoked. */
export const updateUser = (fields: ProfileUpdate) =>
  request<ProfileUpdateResult>('PUT', '/api/user', { form: { ...fields } });

export const setPersonalInfoConsent = (personalInfoConsent: boolean) =>
  request<User>('PUT', '/api/user/consent', { form: { personalInfoConsent } });

/** Registration's consent2 (news and offers). Part B: the reference server's call. */
export const setMarketingConsent = (marketingConsent: boolean) =>
  request<User>('PUT', '/api/user/marketing/consent', { form: { marketingConsent } });

export const useReward = (campaignRewardId: number) =>
  request<UserReward>('PUT', '/api/user/rewards/use', { form: { campaignRewardId } });

export const setCampaignConsent = (campaignConsent1: boolean, campaignConsent2: boolean) =>
  request<User>('PUT', '/api/user/campaign/consent', {
    form: { campaignConsent1, campaignConsent2 },
  });

export const openReward = (rewardCodeId: number) =>
  request<UserReward>('GET', '/api/user/rewards/open', { query: { rewardCodeId } });

export const submitQuestionnaire = (answers: Answer[]) =>
  request<QuestionnaireSubmitResult>('POST', '/api/questionnaire', {
    form: { answers: answers.map((a) => ({ ...a })) },
  });

export const skipQuestionnaire = () => request<unknown>('POST', '/api/questionnaire/skip');

// Part B: what the reference server adds (API.md). A backend without them degrades one page only.

/** A code by SMS to `tel`, bound to whoever asks: a member by the Bearer token (a new number for
 *  the profile), a LINE user registering by `identity` (no token yet), verified as login is. */
export const requestOtp = (tel: string, identity?: { lineUserId: string; idToken?: string }) =>
  request<OtpResult>('POST', '/api/authorization/otp', { form: { tel, ...identity } });

export const getCampaigns = (type: CampaignType) =>
  request<Campaign[]>('GET', '/api/campaigns', { query: { type } });

export const getContents = () => request<Content[]>('GET', '/api/contents');
export const getContent = (id: number) => request<Content>('GET', `/api/contents/${id}`);

/** One key per redeem attempt: a double tap or a retry with the same key never spends twice. */
export const redeemReward = (id: number, idempotencyKey: string) =>
  request<RedeemAnswer>('POST', `/api/rewards/${id}/redeem`, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const enterCode = (code: string) =>
  request<CodeResult>('POST', '/api/codes', { form: { code } });
