import type { Db } from './client';

/**
 * Prepared statements built once per database and reused: drizzle builds the SQL text once instead of on every
 * call, and PostgreSQL parses and plans a named statement once per connection. Values go in through
 * sql.placeholder(). Only for the database itself: a statement prepared on it does not run inside a transaction.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}
