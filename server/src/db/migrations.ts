import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { codeHash, keyFingerprint, maskCode } from './codeHash.ts';
import type { Database } from './schema.ts';

/** What a migration may need besides the database. */
export interface MigrationContext {
  /** The key points codes are hashed with (settings/secrets.ts pointsCodeKey). */
  codeKey: Buffer;
}

const initial: Migration = {
  async up(db) {
    await sql`
      create table users (
        id serial primary key,
        line_user_id text not null unique,
        line_display_name text not null default '',
        line_picture_url text not null default '',
        firstname text,
        lastname text,
        tel text unique,
        email text,
        birth_date text,
        registered_at timestamptz,
        personal_info_consent boolean not null default false,
        personal_info_consent_at timestamptz,
        marketing_consent boolean not null default false,
        marketing_consent_at timestamptz,
        campaign_consent1 boolean not null default false,
        campaign_consent2 boolean not null default false,
        campaign_consent_at timestamptz,
        questionnaire_completed_at timestamptz,
        questionnaire_skipped_at timestamptz,
        created_at timestamptz not null
      )`.execute(db);
    await sql`
      create table otp_codes (
        id serial primary key,
        tel text not null,
        ref_code text not null,
        code_hash text not null,
        attempts integer not null default 0,
        expires_at timestamptz not null,
        consumed_at timestamptz,
        created_at timestamptz not null
      )`.execute(db);
    await sql`create index otp_codes_tel on otp_codes (tel, id)`.execute(db);
    await sql`
      create table campaigns (
        id serial primary key,
        type text not null check (type in ('campaign', 'activity', 'exclusive')),
        title text not null,
        summary text not null,
        body text not null,
        image_url text not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        requires_consent boolean not null default false,
        featured boolean not null default false,
        check (ends_at > starts_at)
      )`.execute(db);
    await sql`
      create table contents (
        id serial primary key,
        title text not null,
        body text not null,
        image_url text not null,
        exclusive boolean not null default false
      )`.execute(db);
    await sql`
      create table products (
        id serial primary key,
        name text not null,
        description text not null,
        image_url text not null,
        points_per_purchase integer not null check (points_per_purchase >= 0)
      )`.execute(db);
    await sql`
      create table rewards (
        id serial primary key,
        campaign_id integer references campaigns (id),
        title text not null,
        description text not null,
        image_url text not null,
        points_cost integer not null check (points_cost > 0),
        stock_left integer not null check (stock_left >= 0),
        per_user_limit integer not null check (per_user_limit >= 1),
        use_window_minutes integer not null check (use_window_minutes >= 1),
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        check (ends_at > starts_at)
      )`.execute(db);
    await sql`
      create table user_rewards (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        reward_id integer not null references rewards (id),
        idempotency_key text not null,
        points_spent integer not null,
        redeemed_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        use_expires_at timestamptz,
        unique (user_id, idempotency_key)
      )`.execute(db);
    await sql`create index user_rewards_user_reward on user_rewards (user_id, reward_id)`.execute(
      db,
    );
    await sql`
      create table reward_codes (
        id serial primary key,
        user_reward_id integer not null unique references user_rewards (id) on delete cascade,
        code text not null unique,
        created_at timestamptz not null
      )`.execute(db);
    await sql`
      create table point_entries (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        delta integer not null check (delta <> 0),
        reason text not null check (reason in ('code', 'redeem', 'refund', 'questionnaire', 'adjust')),
        title text not null,
        ref_id integer,
        created_at timestamptz not null
      )`.execute(db);
    await sql`create index point_entries_user on point_entries (user_id, id)`.execute(db);
    await sql`
      create table codes (
        id serial primary key,
        code text not null unique check (code = upper(code)),
        title text not null,
        points integer not null check (points > 0),
        campaign_id integer references campaigns (id),
        starts_at timestamptz not null,
        ends_at timestamptz not null
      )`.execute(db);
    await sql`
      create table code_redemptions (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        code_id integer not null references codes (id),
        points_added integer not null,
        created_at timestamptz not null,
        unique (user_id, code_id)
      )`.execute(db);
    await sql`
      create table questions (
        id serial primary key,
        position integer not null,
        text text not null,
        kind text not null check (kind in ('single', 'multiple', 'text', 'rating')),
        options jsonb not null,
        required boolean not null
      )`.execute(db);
    await sql`
      create table questionnaire_responses (
        id serial primary key,
        user_id integer not null unique references users (id) on delete cascade,
        answers jsonb not null,
        created_at timestamptz not null
      )`.execute(db);
    await sql`
      create table logs (
        id serial primary key,
        kind text not null check (kind in ('state', 'pageview', 'error')),
        claimed_user_id text not null,
        user_id integer,
        data jsonb not null,
        ip text not null,
        created_at timestamptz not null
      )`.execute(db);
  },
};

/**
 * Defence in depth for money and shared rate limits. The ledger stays the source of truth: a
 * trigger adds each new ledger row to users.balance in the same transaction, so reading a balance
 * costs one row however long the ledger grows, and the CHECK makes the database itself refuse a
 * balance below zero (reward stock has had its CHECK since 0001). The ledger is append-only.
 */
const balanceAndLimits: Migration = {
  async up(db) {
    await sql`alter table users add column balance integer not null default 0`.execute(db);
    await sql`
      update users set balance = coalesce(
        (select sum(delta) from point_entries where point_entries.user_id = users.id), 0)`.execute(
      db,
    );
    await sql`alter table users add constraint users_balance_not_negative check (balance >= 0)`.execute(
      db,
    );
    await sql`
      create function point_entries_add_to_balance() returns trigger language plpgsql as $$
      begin
        update users set balance = balance + new.delta where id = new.user_id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger point_entries_add_to_balance after insert on point_entries
      for each row execute function point_entries_add_to_balance()`.execute(db);
    await sql`
      create function point_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'point_entries is append-only: add a correcting entry instead';
      end $$`.execute(db);
    await sql`
      create trigger point_entries_append_only before update on point_entries
      for each row execute function point_entries_append_only()`.execute(db);
    // rate-limiter-flexible's RateLimiterPostgres layout (server/src/http/limits.ts).
    await sql`
      create table rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      )`.execute(db);
  },
};

/** Field Web Vitals (POST /api/log/vitals): one row per report, nothing personal. */
const vitals: Migration = {
  async up(db) {
    await sql`
      create table vitals (
        id bigserial primary key,
        metric text not null,
        value double precision not null check (value >= 0),
        route text not null,
        build_id text not null,
        language text not null,
        phone_class text not null,
        os text not null,
        line_version text not null,
        device_memory real,
        cores integer,
        effective_type text not null,
        created_at timestamptz not null
      )`.execute(db);
    await sql`create index vitals_created_at on vitals (created_at)`.execute(db);
  },
};

/**
 * A one-time code belongs to the member who asked for it (nobody else can cancel or use it), and
 * each member's tokens carry a version: raising it (a new phone number) revokes every older token.
 */
const memberCodesAndTokenVersions: Migration = {
  async up(db) {
    await sql`delete from otp_codes`.execute(db);
    await sql`
      alter table otp_codes
      add column user_id integer not null references users (id) on delete cascade`.execute(db);
    await sql`drop index otp_codes_tel`.execute(db);
    await sql`create index otp_codes_user_tel on otp_codes (user_id, tel, id)`.execute(db);
    await sql`alter table users add column token_version integer not null default 0`.execute(db);
  },
};

const CATALOGUE_TABLES = ['campaigns', 'rewards', 'contents', 'products', 'questions'] as const;

/**
 * The operator's own keys on the catalogue (npm run catalogue), and points codes kept only as a
 * keyed hash, so that a copy of the database holds no character of any code. The last four
 * characters move to the redemption (the member's code history). A single-use code (npm run codes
 * -- mint) credits once in total: its redemption carries single_use, held to the code's own by a
 * foreign key, and a partial unique index lets one such row exist per code.
 */
const catalogueKeysAndHashedCodes = ({ codeKey }: MigrationContext): Migration => ({
  async up(db) {
    for (const table of CATALOGUE_TABLES) {
      await sql`alter table ${sql.table(table)} add column key text unique`.execute(db);
    }
    // A catalogue file's stock is the total ever offered: importing it again moves stock_left by
    // the difference, so what members redeemed is never given back (cli/catalogueImport.ts).
    await sql`
      alter table rewards
        add column stock_total integer,
        add constraint rewards_stock_total_covers_left check (stock_total >= stock_left),
        add constraint rewards_keyed_have_total check (key is null or stock_total is not null)
    `.execute(db);
    await sql`
      alter table codes
        add column code_hash text,
        add column single_use boolean not null default false`.execute(db);
    await sql`alter table code_redemptions add column masked_code text`.execute(db);
    await sql`
      alter table code_redemptions add column single_use boolean not null default false`.execute(
      db,
    );
    const { rows } = await sql<{ id: number; code: string }>`
      select id, code from codes order by id`.execute(db);
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const values = (value: (code: string) => string) =>
        sql.join(batch.map((row) => sql`(${row.id}::integer, ${value(row.code)})`));
      await sql`
        update codes set code_hash = v.hash
        from (values ${values((code) => codeHash(codeKey, code))}) as v (id, hash)
        where codes.id = v.id`.execute(db);
      await sql`
        update code_redemptions set masked_code = v.masked
        from (values ${values(maskCode)}) as v (id, masked)
        where code_redemptions.code_id = v.id`.execute(db);
    }
    await sql`
      alter table codes
        alter column code_hash set not null,
        add constraint codes_code_hash_key unique (code_hash),
        add constraint codes_code_hash_is_hex check (code_hash ~ '^[0-9a-f]{64}$'),
        add constraint codes_id_single_use_key unique (id, single_use),
        drop column code`.execute(db);
    await sql`
      alter table code_redemptions
        alter column masked_code set not null,
        add constraint code_redemptions_masked check (length(replace(masked_code, '*', '')) <= 4),
        add constraint code_redemptions_single_use_of_code
          foreign key (code_id, single_use) references codes (id, single_use)`.execute(db);
    await sql`
      create unique index code_redemptions_single_use_once on code_redemptions (code_id)
      where single_use`.execute(db);
    // Which key hashed the codes, so a tool or a start with another secret can tell (db/codeKey.ts).
    await sql`create table code_key (fingerprint text not null)`.execute(db);
    await sql`create unique index code_key_one_row on code_key ((true))`.execute(db);
    if (rows.length > 0) {
      await sql`insert into code_key (fingerprint) values (${keyFingerprint(codeKey)})`.execute(db);
    }
  },
});

export const migrationsFor = (context: MigrationContext): Record<string, Migration> => ({
  '0001_initial': initial,
  '0002_balance_and_limits': balanceAndLimits,
  '0003_vitals': vitals,
  '0004_member_codes_and_token_versions': memberCodesAndTokenVersions,
  '0005_catalogue_keys_and_hashed_codes': catalogueKeysAndHashedCodes(context),
});

export async function migrate(db: Kysely<Database>, context: MigrationContext): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(context) };
  // Kysely looks for its own tables in every schema unless it is told which: another schema's
  // (another app's, a test's) would make it skip creating them in this one.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? 'public';
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableSchema,
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
