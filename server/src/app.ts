import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { type Clock, systemClock } from './clock.ts';
import { type Config, DEFAULT_LIMITS, type Limits } from './config.ts';
import type { Database } from './db/schema.ts';
import { outages } from './dependencyFailure.ts';
import type { AppDeps, SmsSender } from './deps.ts';
import { bodyLimit } from './http/bodyLimit.ts';
import { compression } from './http/compression.ts';
import { ApiError, errorResponse, handleError, notFound } from './http/errors.ts';
import { healthRoutes, type Lifecycle } from './http/health.ts';
import { Limit, type LimitStore } from './http/limits.ts';
import { corsFor, securityHeaders } from './http/security.ts';
import { staticRoutes } from './http/static.ts';
import { authRoutes } from './routes/auth.ts';
import { campaignRoutes, contentRoutes, homeRoutes, productRoutes } from './routes/catalog.ts';
import { codeRoutes } from './routes/codes.ts';
import { logRoutes } from './routes/logs.ts';
import { opsApiRoutes, opsPageRoutes } from './routes/ops.ts';
import { questionnaireRoutes } from './routes/questionnaire.ts';
import { rewardRoutes } from './routes/rewards.ts';
import type { PublicEnv } from './routes/session.ts';
import { userRoutes } from './routes/user.ts';
import { vitalsRoutes } from './routes/vitals.ts';
import { tokenVersionLoader } from './services/tokenVersions.ts';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  sms: SmsSender;
  clock?: Clock;
  /** Used for LINE's verify endpoint; tests pass a fake. */
  fetch?: typeof fetch;
  limits?: Partial<Limits>;
  /** Where rate-limit counters live; memory unless several instances must share them. */
  limitStore?: LimitStore;
  /** Prefixes every limit's name in the store: tests give each app its own counters. */
  limitPrefix?: string;
  /** Told to GET /readyz; main.ts marks it stopping on SIGTERM. */
  lifecycle?: Lifecycle;
}

const MAX_BODY_BYTES = 64 * 1024;

export function createApp(options: AppOptions) {
  const clock = options.clock ?? systemClock;
  const limits: Limits = {
    ...DEFAULT_LIMITS,
    logsPerMinute: options.config.logsPerMinute,
    signInPerAddressPerMinute: options.config.signInPerMinute,
    signInPerLineUserPerMinute:
      options.config.signInPerUserPerMinute ?? DEFAULT_LIMITS.signInPerLineUserPerMinute,
    ...options.limits,
  };
  const store = options.limitStore ?? { kind: 'memory' };
  const limit = (name: string, points: number, windowMs: number, lockout = false) =>
    new Limit(store, { name, points, windowMs, lockout }, options.limitPrefix);
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    sms: options.sms,
    clock,
    fetch: options.fetch ?? fetch,
    tokenVersions: tokenVersionLoader(options.db),
    limiters: {
      codeFailures: limit('code-failures', limits.codeFailuresPerMinute, 60_000, true),
      logs: limit('logs', limits.logsPerMinute, 60_000),
      otpPerAddress: limit('otp-per-address', limits.otpPerAddressPer10Minutes, 600_000),
      otpPerMember: limit('otp-per-member', limits.otpPerMemberPerHour, 3_600_000),
      otpPerNumber: limit('otp-per-number', limits.otpPerNumberPerHour, 3_600_000),
      signInPerAddress: limit('sign-in-per-address', limits.signInPerAddressPerMinute, 60_000),
      signInPerLineUser: limit('sign-in-per-line-user', limits.signInPerLineUserPerMinute, 60_000),
    },
  };

  // While PostgreSQL fails, it is asked every second whether it is back, to end the outage's log.
  outages.PostgreSQL.watch(() => sql`select 1`.execute(options.db));

  const app = new Hono<PublicEnv>();
  app.onError(handleError);
  app.notFound((c) => errorResponse(c, notFound()));

  app.use(securityHeaders(options.config.corsOrigins));
  app.use(compression());
  app.use('/api/*', corsFor(options.config.corsOrigins));
  app.use('/api/*', bodyLimit(MAX_BODY_BYTES));

  app.route('/', healthRoutes(options.db, store, options.lifecycle ?? { stopping: false }));

  app.route('/api/authorization', authRoutes(deps));
  app.route('/api/log/vitals', vitalsRoutes(deps));
  app.route('/api/log', logRoutes(deps));
  app.route('/api/ops', opsApiRoutes(deps));
  // Member routers (memberRouter): every path under each prefix answers 401 without a valid token.
  app.route('/api/user', userRoutes(deps));
  app.route('/api/rewards', rewardRoutes(deps));
  app.route('/api/codes', codeRoutes(deps));
  app.route('/api/questionnaire', questionnaireRoutes(deps));
  app.route('/api/home', homeRoutes(deps));
  app.route('/api/campaigns', campaignRoutes(deps));
  app.route('/api/contents', contentRoutes(deps));
  app.route('/api/products', productRoutes(deps));
  app.all('/api/*', () => {
    throw new ApiError(404, 'NOT_FOUND', 'There is no such API call.');
  });

  app.route('/ops', opsPageRoutes(deps));
  app.route('/', staticRoutes(options.config.staticDir));

  return app;
}
