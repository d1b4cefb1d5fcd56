import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Limit } from './http/limits.ts';

export interface Limits {
  /** Wrong codes a user may enter per minute before POST /api/codes answers 429. */
  codeFailuresPerMinute: number;
  /** Log calls per user (or per IP without a token) per minute. */
  logsPerMinute: number;
  /** OTP requests per IP per ten minutes, against SMS pumping. */
  otpPerIpPer10Minutes: number;
}

export const DEFAULT_LIMITS: Limits = {
  codeFailuresPerMinute: 5,
  logsPerMinute: 60,
  otpPerIpPer10Minutes: 20,
};

/** What signing in and reading a token need (services/auth). */
export interface AuthDeps {
  config: Config;
  clock: Clock;
  fetch: typeof fetch;
}

export interface SmsSender {
  send(tel: string, text: string): Promise<void>;
}

export interface AppDeps extends AuthDeps {
  db: Kysely<Database>;
  sms: SmsSender;
  limiters: { codeFailures: Limit; logs: Limit; otpPerIp: Limit };
}
