import type { Orm } from './database';

const byHandle = new WeakMap<Orm, Map<string, unknown>>();

/**
 * The prepared query `name` of this database handle, built by `build` the first time it is
 * asked for (issue #19): a hot query's SQL is then built once per process instead of once
 * per call, and PostgreSQL parses and plans it once per connection (a named statement).
 * A transaction is a handle of its own: prepare only queries run on the shared handle.
 */
export function preparedQuery<T>(orm: Orm, name: string, build: () => T): T {
  let queries = byHandle.get(orm);
  if (!queries) {
    queries = new Map();
    byHandle.set(orm, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    queries.set(name, query);
  }
  return query;
}
