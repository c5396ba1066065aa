import { vi } from "vitest";
import { db } from "~/db/db.server";

/**
 * Runs `read` and counts the rows its SQLite statements handed to JavaScript (every `all` and
 * `get` of better-sqlite3, which Drizzle's queries and prepared statements go through). A list
 * read a page at a time in SQL brings about a page of rows; one sliced after reading the
 * whole table brings all of them.
 */
export function rowsRead<T>(read: () => T): { value: T; rows: number } {
  const statement = Object.getPrototypeOf(db().$client.prepare("select 1")) as {
    all: (...args: unknown[]) => unknown[];
    get: (...args: unknown[]) => unknown;
  };
  const all = statement.all;
  const get = statement.get;
  let rows = 0;
  const allSpy = vi.spyOn(statement, "all").mockImplementation(function (this: unknown, ...args) {
    const result = all.apply(this, args);
    rows += result.length;
    return result;
  });
  const getSpy = vi.spyOn(statement, "get").mockImplementation(function (this: unknown, ...args) {
    const result = get.apply(this, args);
    if (result !== undefined) rows += 1;
    return result;
  });
  try {
    return { value: read(), rows };
  } finally {
    allSpy.mockRestore();
    getSpy.mockRestore();
  }
}
