import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { moveToTrash } from "~/db/trash.server";
import type { TrashKind } from "~/db/trash-kinds";
import { trail } from "~/db/schema";
import { pakistanDayEnd, pakistanDayStart } from "~/lib/dates";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import type { TrailAction, TrailChannel, TrailFilter, TrailKind } from "./trail-query";

/*
 * The trail: who changed what and when (decision 24). Each domain module records its own
 * changes here, inside the transaction that makes them, with the person the route passes in;
 * the admin list and GET /api/trail read it through listTrailPage.
 */

/** Who makes a change: their account, their name at the time, and how. */
export interface Actor {
  accountId: number;
  name: string;
  channel: TrailChannel;
}

/** A field's value before and after a change, as the trail shows it; absent when empty. */
export interface FieldChange {
  from?: string;
  to?: string;
}

export type TrailChanges = Record<string, FieldChange>;

export interface TrailEntry {
  id: number;
  at: string;
  accountId: number | null;
  actorName: string;
  channel: TrailChannel;
  kind: TrailKind;
  recordId: number | null;
  recordName: string;
  action: TrailAction;
  changes: TrailChanges;
}

/** What a change is, as its module says it. */
export interface Change {
  kind: TrailKind;
  recordId: number | null;
  recordName: string;
  action: TrailAction;
  /** The record before and after (either absent for a create or a delete): see changesBetween. */
  before?: object;
  after?: object;
  /** What changed, said directly (an import's counts), instead of before and after. */
  changes?: TrailChanges;
}

/** A value longer than this is cut, and says its length. */
export const MAX_VALUE_LENGTH = 80;
/** At most this many fields are kept; one more says how many were left out. */
export const MAX_FIELDS = 15;

/**
 * Fields never written into the trail, whatever the record: secrets (a password's hash, the
 * authenticator's secret, tokens, recovery codes) and what every save changes by itself.
 */
const SECRET_FIELD = /^password$|^codes?$|hash|secret|token|recovery|totp/i;
const OWN_FIELDS = new Set(["id", "_id", "createdAt", "updatedAt", "lastSignInAt"]);

/** A value as the trail shows it: text, cut to MAX_VALUE_LENGTH; undefined when empty. */
function shown(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  const text =
    typeof value === "string"
      ? value.replace(/\s+/g, " ").trim()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  if (text.length <= MAX_VALUE_LENGTH) return text;
  return `${text.slice(0, MAX_VALUE_LENGTH - 1)}… (${text.length} characters)`;
}

/**
 * Two values of a field as the trail shows them. Two long texts that begin alike are shown
 * from a little before where they differ, so that the cut does not hide the change.
 */
function shownPair(before: unknown, after: unknown): [string | undefined, string | undefined] {
  if (typeof before !== "string" || typeof after !== "string") {
    return [shown(before), shown(after)];
  }
  let same = 0;
  while (same < before.length && before[same] === after[same]) same += 1;
  const start = Math.max(0, same - CONTEXT_BEFORE_CHANGE);
  if (start === 0 || Math.max(before.length, after.length) <= MAX_VALUE_LENGTH) {
    return [shown(before), shown(after)];
  }
  return [shown(`…${before.slice(start)}`), shown(`…${after.slice(start)}`)];
}

/** How much of what two texts share is shown before where they differ. */
const CONTEXT_BEFORE_CHANGE = 20;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A record's fields, nested objects as "safety.signalWord"; lists stay whole. */
function flatten(record: object, prefix = "", into = new Map<string, unknown>()) {
  for (const [name, value] of Object.entries(record)) {
    if (OWN_FIELDS.has(name) || SECRET_FIELD.test(name)) continue;
    const key = prefix ? `${prefix}.${name}` : name;
    if (isPlainObject(value)) flatten(value, key, into);
    else into.set(key, value);
  }
  return into;
}

/**
 * The fields that differ between a record before and after a change, each with its two values
 * as the trail shows them. With only `after` (a create), its fields that are set; with only
 * `before`, those that were. Never a secret, at most MAX_FIELDS fields.
 */
export function changesBetween(before: object | undefined, after: object | undefined) {
  const old = before ? flatten(before) : new Map<string, unknown>();
  const now = after ? flatten(after) : new Map<string, unknown>();
  const changes: TrailChanges = {};
  let left = 0;
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const [from, to] = shownPair(old.get(key), now.get(key));
    if (JSON.stringify(old.get(key) ?? null) === JSON.stringify(now.get(key) ?? null)) continue;
    if (from === undefined && to === undefined) continue;
    if (Object.keys(changes).length >= MAX_FIELDS) {
      left += 1;
      continue;
    }
    changes[key] = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
  }
  if (left > 0) changes["…"] = { to: `${left} more ${left === 1 ? "field" : "fields"}` };
  return changes;
}

/**
 * Records a change made by `by`. Called inside the transaction that makes the change, so the
 * entry is written with it or not at all. Without `by` (trusted code outside the admin and the
 * API: the demo catalogue, the command line, tests) nothing is recorded.
 */
export function recordChange(by: Actor | undefined, change: Change): void {
  if (!by) return;
  const { before, after } = change;
  db()
    .insert(trail)
    .values({
      accountId: by.accountId,
      actorName: by.name,
      channel: by.channel,
      kind: change.kind,
      recordId: change.recordId,
      recordName: change.recordName.slice(0, 200),
      action: change.action,
      changes: change.changes ?? changesBetween(before, after),
    })
    .run();
}

/**
 * Records a save by `by`: a create when there was no record `before`, else an update of the
 * fields that changed (an update that changed nothing is not recorded).
 */
export function recordSave(
  by: Actor | undefined,
  kind: TrailKind,
  saved: { id: number },
  recordName: string,
  before?: object,
): void {
  const changes = changesBetween(before, saved);
  if (before && Object.keys(changes).length === 0) return;
  const action = before ? "update" : "create";
  recordChange(by, { kind, recordId: saved.id, recordName, action, changes });
}

/**
 * A Delete: moves the record to the trash (see moveToTrash; `about` is what the trash shows of
 * it) and records its deletion by `by`, in one transaction.
 */
export function trashAndRecord(
  kind: TrashKind,
  id: number,
  about: Parameters<typeof moveToTrash>[2],
  by: Actor | undefined,
): void {
  db().transaction(() => {
    if (!moveToTrash(kind, id, about)) return;
    recordChange(by, { kind, recordId: id, recordName: about.name, action: "delete" });
  }, WRITE_TRANSACTION);
}

function whereOf(filter: TrailFilter): SQL | undefined {
  return and(
    filter.person === undefined ? undefined : eq(trail.accountId, filter.person),
    filter.kind === undefined ? undefined : eq(trail.kind, filter.kind),
    filter.record === undefined ? undefined : eq(trail.recordId, filter.record),
    filter.from === undefined ? undefined : gte(trail.at, pakistanDayStart(filter.from)),
    filter.to === undefined ? undefined : lt(trail.at, pakistanDayEnd(filter.to)),
  );
}

const entryOf = (row: typeof trail.$inferSelect): TrailEntry => ({
  ...row,
  channel: row.channel as TrailChannel,
  kind: row.kind as TrailKind,
  action: row.action as TrailAction,
});

/** A page of the trail the filter keeps, the latest change first. */
export function listTrailPage(filter: TrailFilter, request: PageRequest): Page<TrailEntry> {
  const where = whereOf(filter);
  return db().transaction(() =>
    pageOf(
      request,
      db().select({ total: count() }).from(trail).where(where).get()?.total ?? 0,
      ({ limit, offset }) =>
        db()
          .select()
          .from(trail)
          .where(where)
          .orderBy(desc(trail.id))
          .limit(limit)
          .offset(offset)
          .all()
          .map(entryOf),
    ),
  );
}

/** The last change of a record: when, and by whom; undefined when none was recorded. */
export function lastChangeOf(
  kind: TrailKind,
  recordId: number,
): Pick<TrailEntry, "at" | "actorName" | "action"> | undefined {
  return db()
    .select({ at: trail.at, actorName: trail.actorName, action: trail.action })
    .from(trail)
    .where(and(eq(trail.kind, kind), eq(trail.recordId, recordId)))
    .orderBy(desc(trail.id))
    .limit(1)
    .all()
    .map((row) => ({ ...row, action: row.action as TrailAction }))[0];
}
