import Database from "better-sqlite3";
import { and, count, desc, eq, lte, type SQL } from "drizzle-orm";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import { ok, refuse, type Refusal, type Result } from "~/lib/result";
import { db, WRITE_TRANSACTION } from "./db.server";
import { trash } from "./schema";
import {
  NOT_IN_TRASH_MESSAGE,
  TRASH_DAYS,
  TRASH_KIND_INFO,
  trashKindOfTable,
  type TrashKind,
} from "./trash-kinds";

/*
 * The trash (decision 23). A deleted record leaves its table, and the rows that hang on it (the
 * rows its foreign keys cascade to, and theirs) leave with it: every reader, the search index
 * and the page cache's content version see it gone without knowing of a trash. What left is
 * kept as a snapshot, table by table, and put back with the same ids and values when it is
 * restored. Which rows hang on which is read from the database's own foreign keys, so a table
 * added later with a cascading key to a product is kept with the product without a word here.
 */

type Value = string | number | null;
/** A row as SQLite holds it, by column name. */
export type StoredRow = Record<string, Value>;

interface TableRows {
  table: string;
  columns: string[];
  rows: Value[][];
}

/** Rows of another table whose key to a trashed row was set to null: set back on restore. */
interface NulledRows {
  table: string;
  column: string;
  value: Value;
  rowids: number[];
}

interface Snapshot {
  /** Parents before children; the record's own row first. */
  tables: TableRows[];
  nulled: NulledRows[];
}

/** The rows a restore would put back, for the checks of the record's kind. */
export interface SnapshotRows {
  kind: TrashKind;
  /** The record's own row. */
  root: StoredRow;
  rowsOf: (table: string) => StoredRow[];
}

/** An image of a trashed record: its files stay until the record leaves the trash. */
export interface TrashedImage {
  key: string;
  width: number;
  height: number;
}

export interface TrashEntry {
  id: number;
  kind: TrashKind;
  recordId: number;
  name: string;
  detail: string | null;
  /** ISO 8601. */
  deletedAt: string;
  /** When the purge deletes it for good: TRASH_DAYS after deletedAt. */
  purgeAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** CASCADE, SET NULL, SET DEFAULT, RESTRICT or NO ACTION. */
  onDelete: string;
  /** One column of a key of several; the trash moves no rows along such keys. */
  composite: boolean;
}

interface Tables {
  keys: ForeignKey[];
  columns: Map<string, string[]>;
}

/** The tables, their columns and foreign keys, read once per connection (migrations ran at open). */
const tablesOf = (() => {
  const read = new WeakMap<Database.Database, Tables>();
  return (client: Database.Database): Tables => {
    const known = read.get(client);
    if (known) return known;
    const names = client
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const columns = new Map<string, string[]>();
    const primaryKeys = new Map<string, string>();
    for (const name of names) {
      const info = client
        .prepare("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid")
        .all(name) as { name: string; pk: number }[];
      columns.set(
        name,
        info.map((column) => column.name),
      );
      const key = info.find((column) => column.pk === 1);
      if (key) primaryKeys.set(name, key.name);
    }
    const keys = names.flatMap((child) => {
      const list = client
        .prepare(
          'SELECT id, "table" AS parent, "from" AS "column", "to" AS parentColumn, on_delete AS onDelete FROM pragma_foreign_key_list(?)',
        )
        .all(child) as (Omit<ForeignKey, "child" | "composite" | "parentColumn"> & {
        id: number;
        parentColumn: string | null;
      })[];
      return list.map(({ id, parentColumn, ...key }) => ({
        ...key,
        child,
        parentColumn: parentColumn ?? primaryKeys.get(key.parent) ?? "rowid",
        composite: list.filter((other) => other.id === id).length > 1,
      }));
    });
    const tables = { keys, columns };
    read.set(client, tables);
    return tables;
  };
})();

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const ROWID = "__trash_rowid";

/** A reference from a row to a row of another table, as `needs` writes it. */
const referenceTo = (table: string, column: string, value: Value) => `${table}.${column}:${value}`;

/**
 * The record's row and every row that hangs on it, following the keys whose deletion cascades;
 * the rows whose key to one of them is set to null; and what the record needs outside itself:
 * the rows its own row refers to, and those its other rows may not lose (a use's crop).
 */
function snapshotOf(client: Database.Database, rootTable: string, id: number) {
  const { keys, columns } = tablesOf(client);
  const collected = new Map<string, { rows: StoredRow[]; rowids: Set<number> }>();
  const nulled: NulledRows[] = [];
  const select = (table: string, column: string, value: Value) =>
    client
      .prepare(`SELECT rowid AS ${ROWID}, * FROM ${quoted(table)} WHERE ${quoted(column)} = ?`)
      .all(value) as (StoredRow & { [ROWID]: number })[];
  const add = (table: string, found: (StoredRow & { [ROWID]: number })[]) => {
    const entry = collected.get(table) ?? { rows: [], rowids: new Set<number>() };
    collected.set(table, entry);
    const added = found.filter((row) => !entry.rowids.has(row[ROWID]));
    for (const { [ROWID]: rowid, ...row } of added) {
      entry.rowids.add(rowid);
      entry.rows.push(row);
    }
    return added;
  };

  const root = add(rootTable, select(rootTable, "id", id));
  if (root.length === 0) return null;
  const queue = [{ table: rootTable, rows: root as StoredRow[] }];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { table, rows } = next;
    for (const key of keys.filter((candidate) => candidate.parent === table)) {
      if (!["CASCADE", "SET NULL", "SET DEFAULT"].includes(key.onDelete)) continue;
      if (key.composite || key.onDelete === "SET DEFAULT") {
        throw new Error(
          `The trash cannot keep ${key.child}: its key to ${table} is not one it follows`,
        );
      }
      const values = new Set(rows.map((row) => row[key.parentColumn] ?? null));
      values.delete(null);
      for (const value of values) {
        if (key.onDelete === "CASCADE") {
          const added = add(key.child, select(key.child, key.column, value));
          if (added.length > 0) queue.push({ table: key.child, rows: added });
        } else {
          const rowids = client
            .prepare(`SELECT rowid FROM ${quoted(key.child)} WHERE ${quoted(key.column)} = ?`)
            .pluck()
            .all(value) as number[];
          if (rowids.length > 0)
            nulled.push({ table: key.child, column: key.column, value, rowids });
        }
      }
    }
  }

  const snapshot: Snapshot = {
    tables: [...collected].map(([table, { rows }]) => {
      const names = columns.get(table) ?? [];
      return {
        table,
        columns: names,
        rows: rows.map((row) => names.map((name) => row[name] ?? null)),
      };
    }),
    nulled,
  };
  return { snapshot, needs: outsideReferences(keys, snapshot).needed };
}

/** The rows of a snapshot by column name, table by table. */
function rowsByTable(snapshot: Snapshot): { table: string; rows: StoredRow[] }[] {
  return snapshot.tables.map(({ table, columns, rows }) => ({
    table,
    rows: rows.map((values) =>
      Object.fromEntries(columns.map((column, index) => [column, values[index] ?? null])),
    ),
  }));
}

/**
 * Each reference of a snapshot's rows to a row outside it, with whether the record needs that
 * row: its own row needs whatever it refers to; another row needs a row it may not lose (a
 * restricting key), while a row that goes with either end (a dealer's link to a product) or
 * loses only a reference (set null) does not.
 */
function outsideReferences(keys: readonly ForeignKey[], snapshot: Snapshot) {
  const byTable = rowsByTable(snapshot);
  const inside = new Map<string, Set<Value>>();
  const isInside = (table: string, column: string, value: Value) => {
    const name = `${table}.${column}`;
    let values = inside.get(name);
    if (!values) {
      values = new Set(
        byTable.find((entry) => entry.table === table)?.rows.map((row) => row[column] ?? null),
      );
      inside.set(name, values);
    }
    return values.has(value);
  };
  const references: { table: string; row: StoredRow; key: ForeignKey; needed: boolean }[] = [];
  byTable.forEach(({ table, rows }, tableIndex) => {
    rows.forEach((row, rowIndex) => {
      for (const key of keys.filter((candidate) => candidate.child === table)) {
        const value = row[key.column] ?? null;
        if (value === null || key.composite || isInside(key.parent, key.parentColumn, value)) {
          continue;
        }
        const isRoot = tableIndex === 0 && rowIndex === 0;
        const needed = isRoot || (key.onDelete !== "CASCADE" && key.onDelete !== "SET NULL");
        references.push({ table, row, key, needed });
      }
    });
  });
  const needed = [
    ...new Set(
      references
        .filter((reference) => reference.needed)
        .map(({ row, key }) => referenceTo(key.parent, key.parentColumn, row[key.column] ?? null)),
    ),
  ];
  return { byTable, references, needed };
}

const entryColumns = {
  id: trash.id,
  kind: trash.kind,
  recordId: trash.recordId,
  name: trash.name,
  detail: trash.detail,
  deletedAt: trash.deletedAt,
};

function toEntry(row: Omit<TrashEntry, "kind" | "purgeAt"> & { kind: string }): TrashEntry {
  return {
    ...row,
    kind: row.kind as TrashKind,
    purgeAt: new Date(Date.parse(row.deletedAt) + TRASH_DAYS * DAY_MS).toISOString(),
  };
}

/** The files of a trashed record, kept until it leaves the trash: images, and documents by key. */
export interface TrashedFiles {
  images: TrashedImage[];
  documents: string[];
}

/**
 * Moves a record and what hangs on it to the trash, in one transaction; false when there is no
 * such record. `about` is what the trash list shows of it and the files it keeps.
 * Rows elsewhere that still refer to it with a restricting key make the delete fail: the
 * record's module refuses such a delete first, saying why (a category that holds products).
 */
export function moveToTrash(
  kind: TrashKind,
  id: number,
  about: {
    name: string;
    detail?: string | null;
    images?: readonly TrashedImage[];
    documents?: readonly string[];
  },
  now = new Date(),
): boolean {
  const client = db().$client;
  return db().transaction(() => {
    const taken = snapshotOf(client, TRASH_KIND_INFO[kind].table, id);
    if (!taken) return false;
    client.prepare(`DELETE FROM ${quoted(TRASH_KIND_INFO[kind].table)} WHERE id = ?`).run(id);
    db()
      .insert(trash)
      .values({
        kind,
        recordId: id,
        name: about.name,
        detail: about.detail ?? null,
        snapshot: JSON.stringify(taken.snapshot),
        needs: taken.needs,
        images: [...(about.images ?? [])],
        documents: [...(about.documents ?? [])],
        deletedAt: now.toISOString(),
      })
      .run();
    return true;
  }, WRITE_TRANSACTION);
}

/** The trash entry of the record a reference names, when that record is in the trash. */
function entryOfRow(table: string, column: string, value: Value) {
  const kind = trashKindOfTable(table);
  if (!kind || column !== "id" || typeof value !== "number") return { kind, entry: undefined };
  const entry = db()
    .select({ id: trash.id, name: trash.name, snapshot: trash.snapshot })
    .from(trash)
    .where(and(eq(trash.kind, kind), eq(trash.recordId, value)))
    .get();
  return { kind, entry };
}

/** Why a record cannot come back without a row that is gone. */
function neededMessage(what: string, table: string, column: string, value: Value): string {
  const { kind, entry } = entryOfRow(table, column, value);
  if (!kind) return `${what} cannot be restored: a record it needs is gone.`;
  const one = TRASH_KIND_INFO[kind].one;
  return entry
    ? `${what} needs the ${one} "${entry.name}", which is in the trash: restore that first.`
    : `${what} cannot be restored: the ${one} it needs was deleted for good.`;
}

const describeEntry = (entry: { kind: string; name: string }) =>
  `The ${TRASH_KIND_INFO[entry.kind as TrashKind]?.one ?? "record"} "${entry.name}"`;

/**
 * Puts a trashed record back as it was, with every row that left with it, the same ids and
 * values, and the references of other rows to it that were set to null; in one transaction.
 * Refused (nothing written) when a row it needs is gone, when `check` (its kind's own rules,
 * such as a slug another record has taken since) refuses, or when a unique value of its rows is
 * taken. A row linking it to a record that is itself in the trash goes to that record's entry,
 * to come back with it; to one deleted for good, it is dropped. `restored` is called with the
 * entry inside the transaction, once the record is back (to record who restored it).
 */
export function restoreFromTrash(
  id: number,
  check?: (rows: SnapshotRows) => Refusal | null,
  restored?: (entry: TrashEntry) => void,
): Result<TrashEntry> {
  const client = db().$client;
  let what = "It";
  try {
    return db().transaction((): Result<TrashEntry> => {
      const stored = db().select().from(trash).where(eq(trash.id, id)).get();
      if (!stored) return refuse(404, NOT_IN_TRASH_MESSAGE);
      what = describeEntry(stored);
      const snapshot = JSON.parse(stored.snapshot) as Snapshot;
      const { keys, columns } = tablesOf(client);
      const { byTable, references } = outsideReferences(keys, snapshot);
      const handedOver = new Map<StoredRow, () => void>();
      for (const { table, row, key, needed } of references) {
        const value = row[key.column] ?? null;
        const found = client
          .prepare(
            `SELECT 1 FROM ${quoted(key.parent)} WHERE ${quoted(key.parentColumn)} = ? LIMIT 1`,
          )
          .get(value);
        if (found) continue;
        if (needed) return refuse(409, neededMessage(what, key.parent, key.parentColumn, value));
        if (key.onDelete === "SET NULL") row[key.column] = null;
        else if (!handedOver.has(row)) {
          handedOver.set(row, () => handOver(table, row, key.parent, key.parentColumn, value));
        }
      }
      const root = byTable[0]?.rows[0];
      if (!root) throw new Error(`Trash entry ${id} holds no record`);
      const refusal = check?.({
        kind: stored.kind as TrashKind,
        root,
        rowsOf: (table) => byTable.find((entry) => entry.table === table)?.rows ?? [],
      });
      if (refusal) return refusal;

      // Checked at commit: rows go back table by table, a child possibly before its parent.
      client.pragma("defer_foreign_keys = ON");
      snapshot.tables.forEach(({ table, columns: kept }, index) => {
        // Columns dropped since are left out; columns added since take their defaults.
        const now = new Set(columns.get(table));
        const names = kept.filter((name) => now.has(name));
        const insert = client.prepare(
          `INSERT INTO ${quoted(table)} (${names.map(quoted).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`,
        );
        for (const row of byTable[index]?.rows ?? []) {
          if (!handedOver.has(row)) insert.run(names.map((name) => row[name] ?? null));
        }
      });
      for (const handOverRow of handedOver.values()) handOverRow();
      for (const { table, column, value, rowids } of snapshot.nulled) {
        const setBack = client.prepare(
          `UPDATE ${quoted(table)} SET ${quoted(column)} = ? WHERE rowid = ? AND ${quoted(column)} IS NULL`,
        );
        for (const rowid of rowids) setBack.run(value, rowid);
      }
      db().delete(trash).where(eq(trash.id, id)).run();
      const entry = toEntry(stored);
      restored?.(entry);
      return ok(entry);
    }, WRITE_TRANSACTION);
  } catch (error) {
    if (
      error instanceof Database.SqliteError &&
      (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
    ) {
      const columns = error.message.replace(/^.*failed: /, "");
      return refuse(
        409,
        `${what} cannot be restored: a record stored since has the same ${columns}.`,
      );
    }
    throw error;
  }
}

/** Adds a row to the trash entry of the record it links to, or drops it when there is none. */
function handOver(table: string, row: StoredRow, parent: string, column: string, value: Value) {
  const { entry } = entryOfRow(parent, column, value);
  if (!entry) return;
  const snapshot = JSON.parse(entry.snapshot) as Snapshot;
  let rows = snapshot.tables.find((candidate) => candidate.table === table);
  if (!rows) {
    rows = { table, columns: Object.keys(row), rows: [] };
    snapshot.tables.push(rows);
  }
  rows.rows.push(rows.columns.map((name) => row[name] ?? null));
  db()
    .update(trash)
    .set({ snapshot: JSON.stringify(snapshot) })
    .where(eq(trash.id, entry.id))
    .run();
}

/**
 * Deletes a trashed record for good, answering its files to be freed. Refused while another
 * trashed record needs it (a product of a trashed category): that one could never be restored.
 */
export function removeFromTrash(id: number): Result<TrashEntry & TrashedFiles> {
  return db().transaction(() => {
    const stored = db().select().from(trash).where(eq(trash.id, id)).get();
    if (!stored) return refuse(404, NOT_IN_TRASH_MESSAGE);
    const kind = stored.kind as TrashKind;
    const needing = db()
      .$client.prepare(
        "SELECT trash.kind, trash.name FROM trash, json_each(trash.needs) WHERE json_each.value = ? AND trash.id <> ? LIMIT 1",
      )
      .get(referenceTo(TRASH_KIND_INFO[kind].table, "id", stored.recordId), id) as
      { kind: string; name: string } | undefined;
    if (needing) {
      return refuse(
        409,
        `${describeEntry(needing)}, also in the trash, needs ${describeEntry(stored).replace(/^The/, "the")}: delete that for good first, or restore both.`,
      );
    }
    db().delete(trash).where(eq(trash.id, id)).run();
    return ok({ ...toEntry(stored), images: stored.images, documents: stored.documents });
  }, WRITE_TRANSACTION);
}

/**
 * Deletes for good what has been in the trash TRASH_DAYS or more at `now`, answering how many
 * and their files. A record is trashed after every record that needs it, so it leaves after them.
 */
export function takeExpiredTrash(now: Date): TrashedFiles & { count: number } {
  const before = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const removed = db()
    .delete(trash)
    .where(lte(trash.deletedAt, before))
    .returning({ images: trash.images, documents: trash.documents })
    .all();
  return {
    count: removed.length,
    images: removed.flatMap((entry) => entry.images),
    documents: removed.flatMap((entry) => entry.documents),
  };
}

export function getTrashEntry(id: number): TrashEntry | undefined {
  const row = db().select(entryColumns).from(trash).where(eq(trash.id, id)).get();
  return row && toEntry(row);
}

/** The trash entry of a record, by its kind and its id in its own table. */
export function findTrashEntry(kind: TrashKind, recordId: number): TrashEntry | undefined {
  const row = db()
    .select(entryColumns)
    .from(trash)
    .where(and(eq(trash.kind, kind), eq(trash.recordId, recordId)))
    .get();
  return row && toEntry(row);
}

/** What a list of the trash is narrowed to: a kind of record. */
export interface TrashFilter {
  kind?: TrashKind | null;
}

const kindCondition = ({ kind }: TrashFilter): SQL | undefined =>
  kind ? eq(trash.kind, kind) : undefined;

const newestFirst = [desc(trash.deletedAt), desc(trash.id)];

/** Every trashed record the filter keeps, the last deleted first. */
export function listTrash(filter: TrashFilter = {}): TrashEntry[] {
  return db()
    .select(entryColumns)
    .from(trash)
    .where(kindCondition(filter))
    .orderBy(...newestFirst)
    .all()
    .map(toEntry);
}

/** One page of listTrash and how many the filter keeps in all. */
export function listTrashPage(filter: TrashFilter, request: PageRequest): Page<TrashEntry> {
  const where = kindCondition(filter);
  return db().transaction(() => {
    const total = db().select({ total: count() }).from(trash).where(where).get()?.total ?? 0;
    return pageOf(request, total, (window) =>
      db()
        .select(entryColumns)
        .from(trash)
        .where(where)
        .orderBy(...newestFirst)
        .limit(window.limit)
        .offset(window.offset)
        .all()
        .map(toEntry),
    );
  });
}

/** How many trashed records there are of each kind that has any. */
export function countTrashByKind(): Partial<Record<TrashKind, number>> {
  const rows = db()
    .select({ kind: trash.kind, total: count() })
    .from(trash)
    .groupBy(trash.kind)
    .all();
  return Object.fromEntries(rows.map(({ kind, total }) => [kind, total]));
}
