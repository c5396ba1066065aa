import { preparedStatements } from "./prepared.server";

const statements = preparedStatements((database) => ({
  version: database.$client
    .prepare<[], { version: number }>("SELECT version FROM content_version WHERE id = 1")
    .pluck(false),
  // Changes when another connection (a script, a second process) commits to the file.
  dataVersion: database.$client.prepare<[], number>("PRAGMA data_version").pluck(),
}));

/**
 * What public pages show, as one opaque string that changes with every write to it: the
 * triggers' counter (writes on this connection, in the writing transaction) and SQLite's own
 * data version (commits by any other connection). Equal strings mean equal content.
 */
export function contentVersion(): string {
  const { version, dataVersion } = statements();
  return `${version.get()?.version ?? 0}.${dataVersion.get() ?? 0}`;
}
