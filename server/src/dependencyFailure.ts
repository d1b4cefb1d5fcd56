// A dependency that cannot answer (PostgreSQL or Redis refused, restarting, frozen, full) is the
// service being briefly unavailable, not a bug: 503 with Retry-After, and a few log lines per
// outage, never one per request (a campaign's traffic would write thousands a second).

/** How long a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;
/** While an outage lasts, one line this often with what it cost since the last line. */
export const OUTAGE_SUMMARY_MS = 5_000;
/** How often a dependency that failed is asked whether it is back. */
const PROBE_MS = 1_000;

export type Dependency = 'PostgreSQL' | 'Redis';

export class DependencyTimeout extends Error {
  readonly code = 'DEPENDENCY_TIMEOUT';
  constructor(dependency: string, ms: number) {
    super(`${dependency} did not answer within ${ms} ms`);
  }
}

const CODES = new Set([
  'DEPENDENCY_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, recovering)
  '57P01',
  '57P02',
  '57P03',
  // query_canceled: the statement timeout
  '57014',
  // insufficient resources: disk full, out of memory, too many connections
  '53000',
  '53100',
  '53200',
  '53300',
  // read_only_sql_transaction: a failover's old primary, now a standby
  '25006',
]);

// ioredis says these in words only.
const REDIS_MESSAGES =
  /Connection is closed|Redis connection is not ready|Command timed out|Stream isn't writeable|Reached the max retries per request/;
// pg says these in words only.
const POSTGRES_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect/;

/** Whether error (or an error it wraps) says a dependency could not be reached or could not answer. */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (REDIS_MESSAGES.test(error.message) || POSTGRES_MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDependencyFailure(e, depth + 1))
  )
    return true;
  return isDependencyFailure(error.cause, depth + 1);
}

/** Which dependency a failure that reached a request came from. */
export const dependencyOf = (error: Error): Dependency =>
  REDIS_MESSAGES.test(error.message) ? 'Redis' : 'PostgreSQL';

/** The failure's code and message, one line: no stack, no query. */
function reason(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? `${e.code} ` : '';
  return `${code}${String(e?.message ?? error)
    .split('\n')[0]
    ?.slice(0, 200)}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The log of one dependency's outages. The first failure of an outage is logged at once; later
 * ones are counted into one line every OUTAGE_SUMMARY_MS; the outage ends with one line once the
 * dependency answers again (back(), or the probe given to watch()).
 */
export class OutageLog {
  private outage?: {
    since: number;
    failedSinceLine: number;
    failedInAll: number;
    lastReason: string;
    summary: NodeJS.Timeout;
    probe?: NodeJS.Timeout;
  };
  private probe?: () => Promise<unknown>;

  constructor(private readonly dependency: Dependency) {}

  /** How to ask the dependency whether it is back while an outage lasts (a `select 1`). */
  watch(probe: () => Promise<unknown>): void {
    this.probe = probe;
  }

  /** The dependency failed at `what` (a request's method and path, or what the server was doing). */
  failed(what: string, error: unknown): void {
    const { dependency } = this;
    if (this.outage) {
      this.outage.failedSinceLine += 1;
      this.outage.failedInAll += 1;
      this.outage.lastReason = reason(error);
      return;
    }
    console.error(`[dependency] ${dependency} failing: ${what}: ${reason(error)}`);
    const outage: NonNullable<OutageLog['outage']> = {
      since: Date.now(),
      failedSinceLine: 0,
      failedInAll: 1,
      lastReason: reason(error),
      summary: setInterval(() => {
        if (outage.failedSinceLine === 0) return;
        console.error(
          `[dependency] ${dependency} still failing after ${seconds(Date.now() - outage.since)}: ${outage.failedSinceLine} more failures in the last ${seconds(OUTAGE_SUMMARY_MS)}, last ${outage.lastReason}`,
        );
        outage.failedSinceLine = 0;
      }, OUTAGE_SUMMARY_MS).unref(),
    };
    this.outage = outage;
    const probe = this.probe;
    if (probe) {
      let asking = false;
      outage.probe = setInterval(() => {
        if (asking) return;
        asking = true;
        probe().then(
          () => this.back(),
          () => {
            asking = false;
          },
        );
      }, PROBE_MS).unref();
    }
  }

  /** The dependency answers again (or its client was closed for good: `how` is 'closed'). */
  back(how: 'back' | 'closed' = 'back'): void {
    const outage = this.outage;
    if (!outage) return;
    clearInterval(outage.summary);
    clearInterval(outage.probe);
    this.outage = undefined;
    console.error(
      `[dependency] ${this.dependency} ${how} after ${seconds(Date.now() - outage.since)}: ${outage.failedInAll} failures in all`,
    );
  }
}

/** The process's log of each dependency's outages as requests meet them. A Redis client keeps its
 *  own (http/limits.ts), ended with the client. */
export const outages: Record<Dependency, OutageLog> = {
  PostgreSQL: new OutageLog('PostgreSQL'),
  Redis: new OutageLog('Redis'),
};
