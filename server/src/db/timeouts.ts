/** Bounds on every wait for PostgreSQL: a dead or frozen server fails a request in seconds. */
export const DB_TIMEOUTS = {
  /** To open a connection, or to wait for a free one in the pool. */
  connectMs: 3_000,
  /** Per statement, enforced by PostgreSQL itself. */
  statementMs: 5_000,
  /** Per statement, enforced here: a server that stopped answering (frozen, cut off). */
  queryMs: 7_000,
  /** A transaction left idle (its client lost) releases its locks after this. */
  idleInTransactionMs: 10_000,
  /** TCP keepalive finds a silently dropped connection. */
  keepAliveMs: 10_000,
};
