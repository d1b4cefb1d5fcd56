import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  CampaignType,
  PointReason,
  QuestionKind,
  QuestionOption,
} from '../../../contract/wire.ts';

/** The values the migrations' CHECKs allow, as lists for the checks made before a write. */
export const CAMPAIGN_TYPES = [
  'campaign',
  'activity',
  'exclusive',
] as const satisfies readonly CampaignType[];
export const QUESTION_KINDS = [
  'single',
  'multiple',
  'text',
  'rating',
] as const satisfies readonly QuestionKind[];

type Timestamp = ColumnType<Date, Date, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<number>;
  line_user_id: string;
  line_display_name: Generated<string>;
  line_picture_url: Generated<string>;
  firstname: string | null;
  lastname: string | null;
  tel: string | null;
  email: string | null;
  birth_date: string | null;
  registered_at: Timestamp | null;
  personal_info_consent: Generated<boolean>;
  personal_info_consent_at: Timestamp | null;
  marketing_consent: Generated<boolean>;
  marketing_consent_at: Timestamp | null;
  campaign_consent1: Generated<boolean>;
  campaign_consent2: Generated<boolean>;
  campaign_consent_at: Timestamp | null;
  questionnaire_completed_at: Timestamp | null;
  questionnaire_skipped_at: Timestamp | null;
  created_at: Timestamp;
  /** Raised to revoke every access token signed before (tokens carry the version they had). */
  token_version: Generated<number>;
  /** Sum of the user's point_entries, kept by a trigger (migration 0002); never written by code. */
  balance: ColumnType<number, never, never>;
}

export interface OtpCodesTable {
  id: Generated<number>;
  /** The member who asked: only they can use or replace it. */
  user_id: number;
  tel: string;
  ref_code: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CampaignsTable {
  id: Generated<number>;
  /** The operator's own key (npm run catalogue); null on rows made otherwise. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  type: CampaignType;
  title: string;
  summary: string;
  body: string;
  image_url: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  requires_consent: boolean;
  featured: boolean;
}

export interface ContentsTable {
  id: Generated<number>;
  /** The operator's own key (npm run catalogue); null on rows made otherwise. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  title: string;
  body: string;
  image_url: string;
  exclusive: boolean;
}

export interface ProductsTable {
  id: Generated<number>;
  /** The operator's own key (npm run catalogue); null on rows made otherwise. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  description: string;
  image_url: string;
  points_per_purchase: number;
}

export interface RewardsTable {
  id: Generated<number>;
  /** The operator's own key (npm run catalogue); null on rows made otherwise. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  campaign_id: number | null;
  title: string;
  description: string;
  image_url: string;
  points_cost: number;
  stock_left: number;
  /** The stock ever offered, as the catalogue file gives it; set on every keyed reward. */
  stock_total: ColumnType<number | null, number | null | undefined, number | null>;
  per_user_limit: number;
  use_window_minutes: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface UserRewardsTable {
  id: Generated<number>;
  user_id: number;
  reward_id: number;
  idempotency_key: string;
  points_spent: number;
  redeemed_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  use_expires_at: Timestamp | null;
}

export interface RewardCodesTable {
  id: Generated<number>;
  user_reward_id: number;
  code: string;
  created_at: Timestamp;
}

export interface PointEntriesTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: PointReason;
  title: string;
  ref_id: number | null;
  created_at: Timestamp;
}

export interface CodesTable {
  id: Generated<number>;
  /** db/codeHash.ts codeHash: the only trace of the code itself. */
  code_hash: string;
  /** Credits once in total (a minted code); false: once per member (the demo codes). */
  single_use: Generated<boolean>;
  title: string;
  points: number;
  campaign_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface CodeRedemptionsTable {
  id: Generated<number>;
  user_id: number;
  code_id: number;
  /** The code as typed, all but its last four characters hidden (db/codeHash.ts maskCode). */
  masked_code: string;
  /** The code's own single_use (a foreign key holds them equal). */
  single_use: Generated<boolean>;
  points_added: number;
  created_at: Timestamp;
}

export interface QuestionsTable {
  id: Generated<number>;
  /** The operator's own key (npm run catalogue); null on rows made otherwise. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  position: number;
  text: string;
  kind: QuestionKind;
  options: Json<QuestionOption[]>;
  required: boolean;
}

export interface QuestionnaireResponsesTable {
  id: Generated<number>;
  user_id: number;
  answers: Json<unknown>;
  created_at: Timestamp;
}

export type LogKind = 'state' | 'pageview' | 'error';

export interface LogsTable {
  id: Generated<number>;
  kind: LogKind;
  claimed_user_id: string;
  user_id: number | null;
  data: Json<Record<string, string>>;
  ip: string;
  created_at: Timestamp;
}

export interface VitalsTable {
  id: Generated<string>;
  metric: string;
  value: number;
  route: string;
  build_id: string;
  language: string;
  phone_class: string;
  os: string;
  line_version: string;
  device_memory: number | null;
  cores: number | null;
  effective_type: string;
  created_at: Timestamp;
}

/** The fingerprint of the key the codes were hashed with; one row at most (db/codeKey.ts). */
export interface CodeKeyTable {
  fingerprint: string;
}

export interface Database {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  campaigns: CampaignsTable;
  contents: ContentsTable;
  products: ProductsTable;
  rewards: RewardsTable;
  user_rewards: UserRewardsTable;
  reward_codes: RewardCodesTable;
  point_entries: PointEntriesTable;
  codes: CodesTable;
  code_redemptions: CodeRedemptionsTable;
  code_key: CodeKeyTable;
  questions: QuestionsTable;
  questionnaire_responses: QuestionnaireResponsesTable;
  logs: LogsTable;
  vitals: VitalsTable;
}

export type UserRow = Selectable<UsersTable>;
export type RewardRow = Selectable<RewardsTable>;
export type UserRewardRow = Selectable<UserRewardsTable>;
export type CampaignRow = Selectable<CampaignsTable>;
export type ContentRow = Selectable<ContentsTable>;
export type NewCampaign = Insertable<CampaignsTable>;
