import pg from 'pg';
import { DependencyTimeout } from '../dependencyFailure.ts';
import { DB_TIMEOUTS } from './timeouts.ts';

/** Distinct statements named per process; past this, statements run unnamed as before. */
const MAX_NAMED = 2000;
const names = new Map<string, string>();
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED && PREPARABLE.test(text)) {
    name = `k${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client that runs each parameterised statement Kysely sends as a named prepared statement,
 * so PostgreSQL parses and plans it once per connection instead of on every call. Statements
 * without parameters (migrations, which may hold several statements) keep the simple protocol.
 * A statement unanswered past the deadline ends its connection (pg's own query_timeout would leave
 * the connection waiting, and the next statement queued behind it).
 */
export class PreparedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = nameFor(config);
      if (name) return this.withDeadline(super.query({ name, text: config, values }, callback));
    }
    return this.withDeadline(super.query(config, values, callback));
  }

  // biome-ignore lint/suspicious/noExplicitAny: whatever pg's query() answered.
  private withDeadline(result: any): any {
    if (!(result instanceof Promise)) return result;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new DependencyTimeout('PostgreSQL', DB_TIMEOUTS.queryMs));
        // The statement in flight fails with it; pg-pool drops the client on release.
        (
          this as unknown as { connection: { stream: { destroy(): void } } }
        ).connection.stream.destroy();
      }, DB_TIMEOUTS.queryMs);
    });
    return Promise.race([result, deadline]).finally(() => clearTimeout(timer));
  }
}
