import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Limit } from './http/limits.ts';

/** What signing in and reading a token need (services/accessToken, services/lineIdToken). */
export interface AuthDeps {
  config: Config;
  clock: Clock;
  fetch: typeof fetch;
  /** A member's current token_version, undefined when there is no such member: a token signed
   *  with another version was revoked (services/tokenVersions). */
  tokenVersions: (userId: number) => Promise<number | undefined>;
}

export interface SmsSender {
  send(tel: string, text: string): Promise<void>;
}

export interface AppDeps extends AuthDeps {
  db: Kysely<Database>;
  sms: SmsSender;
  limiters: {
    codeFailures: Limit;
    logs: Limit;
    otpPerAddress: Limit;
    otpPerMember: Limit;
    otpPerNumber: Limit;
    signInPerAddress: Limit;
    signInPerLineUser: Limit;
  };
}
