import { db } from "./db.server";
import type { Db } from "./client.server";

/**
 * Statements prepared once per connection and reused by every request, so hot reads skip
 * building and compiling their SQL. `build` receives the connection and returns the prepared
 * statements; they are made on first use, when the database is open.
 */
export function preparedStatements<T>(build: (database: Db) => T): () => T {
  const byConnection = new WeakMap<Db, T>();
  return () => {
    const database = db();
    let statements = byConnection.get(database);
    if (!statements) {
      statements = build(database);
      byConnection.set(database, statements);
    }
    return statements;
  };
}
