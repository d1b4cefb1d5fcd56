// A dependency that cannot answer (PostgreSQL or Redis refused, restarting, frozen, full) is the
// service being briefly unavailable, not a bug: 503 with Retry-After, and one log line, no stack.

/** How long a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

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

// pg and ioredis say these in words only.
const MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection is closed|Redis connection is not ready|Command timed out|Stream isn't writeable|Reached the max retries per request/;

/** Whether error (or an error it wraps) says a dependency could not be reached or could not answer. */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (MESSAGES.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDependencyFailure(e, depth + 1))
  )
    return true;
  return isDependencyFailure(error.cause, depth + 1);
}

let failures = 0;

/** Failures seen by this process since it started (each logged once, numbered). */
export const dependencyFailures = () => failures;

/** One line, no stack: under a blast an outage would otherwise write megabytes of the same trace. */
export function logDependencyFailure(what: string, error: unknown) {
  failures += 1;
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? `${e.code} ` : '';
  console.error(`[dependency #${failures}] ${what}: ${code}${String(e?.message ?? error)}`);
}
