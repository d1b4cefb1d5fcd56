// The wire shapes of ../shared/API.md. The app imports these types (and only types)
// from here, so the server and the client cannot drift apart.

/** ISO 8601 timestamp in UTC, e.g. "2026-11-21T10:00:00.000Z". */
export type IsoDate = string;

export interface User {
  id: number;
  lineUserId: string;
  lineDisplayName: string;
  linePictureUrl: string;
  firstname: string | null;
  lastname: string | null;
  tel: string | null;
  email: string | null;
  /** Calendar date, "YYYY-MM-DD". */
  birthDate: string | null;
  registered: boolean;
  points: number;
  personalInfoConsent: boolean;
  /** Registration's consent2 (news and offers), changed with PUT /api/user/marketing/consent.
   *  Part B: absent from a backend that does not keep it. */
  marketingConsent?: boolean;
  campaignConsent1: boolean;
  campaignConsent2: boolean;
}

export interface LoginResult {
  userId: number;
  accessToken: string;
}

export interface CreateUserResult {
  userId: number;
}

export type PointReason = 'code' | 'redeem' | 'refund' | 'questionnaire' | 'adjust';

export interface PointEntry {
  id: number;
  delta: number;
  reason: PointReason;
  title: string;
  createdAt: IsoDate;
}

export interface CodeEntry {
  id: number;
  /** Masked except the last 4 characters. */
  code: string;
  pointsAdded: number;
  campaignTitle: string;
  createdAt: IsoDate;
}

export interface RedeemEntry {
  id: number;
  rewardTitle: string;
  pointsSpent: number;
  status: UserRewardStatus;
  createdAt: IsoDate;
}

export type CampaignType = 'campaign' | 'activity' | 'exclusive';
export type CampaignStatus = 'comingSoon' | 'active' | 'ended';

export interface Campaign {
  id: number;
  type: CampaignType;
  title: string;
  summary: string;
  imageUrl: string;
  startsAt: IsoDate;
  endsAt: IsoDate;
  status: CampaignStatus;
  requiresConsent: boolean;
}

export interface CampaignDetail extends Campaign {
  /** Plain text paragraphs separated by blank lines. */
  body: string;
  rewards: Reward[];
}

export interface HomeFeed {
  banners: Campaign[];
  highlights: Campaign[];
}

export interface Content {
  id: number;
  title: string;
  /** Plain text paragraphs separated by blank lines; never HTML. */
  body: string;
  imageUrl: string;
  exclusive: boolean;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  pointsPerPurchase: number;
}

export interface Reward {
  id: number;
  campaignId: number | null;
  title: string;
  description: string;
  imageUrl: string;
  pointsCost: number;
  stockLeft: number;
  perUserLimit: number;
  useWindowMinutes: number;
  startsAt: IsoDate;
  endsAt: IsoDate;
  /** How many of it the caller has redeemed, against perUserLimit. Part B: only GET
   *  /api/rewards/{id} answers it; absent elsewhere and from a backend that does not count. */
  redeemedByYou?: number;
}

export type UserRewardStatus = 'available' | 'inUse' | 'used' | 'expired';

export interface UserReward {
  campaignRewardId: number;
  rewardCodeId: number | null;
  reward: Reward;
  status: UserRewardStatus;
  code: string | null;
  redeemedAt: IsoDate;
  usedAt: IsoDate | null;
  useExpiresAt: IsoDate | null;
  expiresAt: IsoDate;
}

/** The answer to POST /api/rewards/{id}/redeem (Part B): the reward redeemed, and the member's
 *  balance after it, so the app shows what the server counted. */
export interface RedeemAnswer extends UserReward {
  balance: number;
}

export type QuestionKind = 'single' | 'multiple' | 'text' | 'rating';

export interface QuestionOption {
  value: string;
  label: string;
}

export interface Question {
  id: number;
  text: string;
  kind: QuestionKind;
  options: QuestionOption[];
  required: boolean;
}

/** One answer as sent in POST /api/questionnaire: answers[i][questionId], answers[i][value].
 *  A 'multiple' answer sends value as an array (answers[i][value][j]). A 'rating' is "1".."5". */
export interface Answer {
  questionId: number;
  value: string | string[];
}

export interface QuestionnaireCheck {
  completedQuestionnaire: boolean;
  skipQuestionnaire?: boolean;
  /** The spec's misspelling; some backends send this instead of skipQuestionnaire. */
  skipUestionnaire?: boolean;
}

export interface QuestionnaireSubmitResult {
  completedQuestionnaire: true;
  pointsAwarded: number;
}

export interface OtpResult {
  otpRefCode: string;
  expiresAt: IsoDate;
}

export interface CodeResult {
  pointsAdded: number;
  balance: number;
  entry: CodeEntry;
}

export interface RegisterPayload {
  otpCode: string;
  otpRefCode: string;
  userId: number;
  lineUserId: string;
  lineDisplayname: string;
  linePictureUrl: string;
  firstname: string;
  lastname: string;
  tel: string;
  email: string;
  consent1: boolean;
  consent2: boolean;
  /** "YYYY-MM-DD" */
  birthDate: string;
}

export interface ProfileUpdate {
  firstname: string;
  lastname: string;
  tel: string;
  email: string;
  birthDate: string;
  /** Extra to SPEC's fields: the code sent to `tel` (POST /api/authorization/otp with the Bearer
   *  token), required by the reference server when `tel` is not the member's verified number. */
  otpCode?: string;
  otpRefCode?: string;
}

/** PUT /api/user's answer. A changed number revokes the member's tokens: the reference server
 *  then adds a new `accessToken` for this device (Part B), which replaces the cookie's. */
export type ProfileUpdateResult = User & { accessToken?: string };

/** Every error body of the reference server. */
/** Every error code the reference server answers (API.md). The app has its own words for each
 *  (src/api/errorWords.th.ts); the server's English message is for people reading logs, and what
 *  English customers read. */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'INVALID_ID_TOKEN'
  | 'UNKNOWN_USER'
  | 'NOT_REGISTERED'
  | 'ALREADY_REGISTERED'
  | 'MEMBERS_ONLY'
  | 'TEL_TAKEN'
  | 'OTP_COOLDOWN'
  | 'TOO_MANY_OTP_REQUESTS'
  /** The SMS could not be sent (503, Retry-After); no code was spent, ask again. */
  | 'SMS_UNAVAILABLE'
  /** PUT /api/user with a new number and no code for it. */
  | 'OTP_REQUIRED'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_LOCKED'
  | 'CODE_UNKNOWN'
  | 'CODE_USED'
  | 'CODE_NOT_STARTED'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_TRIES'
  /** Login, createuser, register or cancel asked for too often from one address or LINE user. */
  | 'TOO_MANY_SIGN_INS'
  | 'REWARD_NOT_ACTIVE'
  | 'OUT_OF_STOCK'
  | 'LIMIT_REACHED'
  | 'NOT_ENOUGH_POINTS'
  | 'ALREADY_USED'
  | 'REWARD_EXPIRED'
  | 'ALREADY_COMPLETED'
  | 'LINE_UNAVAILABLE'
  | 'NOT_FOUND'
  | 'TOO_LARGE'
  | 'INTERNAL'
  /** A dependency (database, Redis) could not answer: 503 with Retry-After; trying again works. */
  | 'UNAVAILABLE'
  | 'TOO_MANY_LOGS'
  | 'IDEMPOTENCY_KEY_REUSED';

export interface ErrorBody {
  error: { code: ErrorCode | (string & {}); message: string; field?: string; retryAfter?: number };
}
