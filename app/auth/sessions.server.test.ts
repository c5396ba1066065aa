import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { adminSessions, adminUsers } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import type { AdminUser } from "./admin-users.server";
import {
  createAdminSession,
  deleteAdminSession,
  findAdminSession,
  SESSION_LIFETIME_MS,
  setSessionFlash,
  takeSessionFlash,
} from "./sessions.server";

/** An admin row; sessions only need it to exist, so the hash is not a real one. */
function addAdmin(username: string): AdminUser {
  return db()
    .insert(adminUsers)
    .values({ username, passwordHash: "scrypt$test" })
    .returning({ id: adminUsers.id, username: adminUsers.username })
    .get();
}

let admin: AdminUser;

beforeEach(() => {
  resetDatabase();
  admin = addAdmin("owner");
});

describe("admin sessions", () => {
  it("creates a session that is then found by its token", () => {
    const now = new Date("2025-03-05T10:00:00.000Z");
    const session = createAdminSession(admin, now);
    expect(session).toEqual({
      token: expect.any(String),
      user: admin,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    });
    expect(session.token.length).toBeGreaterThanOrEqual(32);
    expect(findAdminSession(session.token, now)).toEqual(session);
  });

  it("gives each session its own token", () => {
    const first = createAdminSession(admin);
    const second = createAdminSession(admin);
    expect(first.token).not.toBe(second.token);
    expect(findAdminSession(first.token)?.user).toEqual(admin);
    expect(findAdminSession(second.token)?.user).toEqual(admin);
  });

  it("expires after SESSION_LIFETIME_MS", () => {
    const start = new Date("2025-03-05T10:00:00.000Z");
    const session = createAdminSession(admin, start);
    const justBefore = new Date(start.getTime() + SESSION_LIFETIME_MS - 1000);
    const justAfter = new Date(start.getTime() + SESSION_LIFETIME_MS + 1000);
    expect(findAdminSession(session.token, justBefore)).not.toBeNull();
    expect(findAdminSession(session.token, justAfter)).toBeNull();
    expect(
      findAdminSession(session.token, new Date(start.getTime() + 2 * SESSION_LIFETIME_MS)),
    ).toBeNull();
  });

  it("stores only a hash of the token", () => {
    const session = createAdminSession(admin);
    const rows = db().select().from(adminSessions).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBeTruthy();
    expect(rows[0]?.tokenHash).not.toBe(session.token);
    expect(rows[0]?.tokenHash).not.toContain(session.token);
  });

  it("finds nothing for another token, an empty one or an absurdly long one", () => {
    const session = createAdminSession(admin);
    expect(findAdminSession(randomBytes(32).toString("base64url"))).toBeNull();
    expect(findAdminSession(`${session.token}x`)).toBeNull();
    expect(findAdminSession("")).toBeNull();
    expect(findAdminSession("a".repeat(10_000))).toBeNull();
    // The stored hash is not a token either.
    const stored = db().select().from(adminSessions).get();
    expect(findAdminSession(stored?.tokenHash ?? "")).toBeNull();
  });

  it("deletes one session and leaves the others", () => {
    const first = createAdminSession(admin);
    const second = createAdminSession(admin);
    deleteAdminSession(first.token);
    expect(findAdminSession(first.token)).toBeNull();
    expect(findAdminSession(second.token)).not.toBeNull();
    expect(() => deleteAdminSession(first.token)).not.toThrow();
  });

  it("clears expired sessions when a new one is created", () => {
    const long = new Date("2025-01-01T00:00:00.000Z");
    createAdminSession(admin, long);
    const fresh = createAdminSession(admin, new Date(long.getTime() + 2 * SESSION_LIFETIME_MS));
    const rows = db().select().from(adminSessions).all();
    expect(rows.map((row) => row.expiresAt)).toEqual([fresh.expiresAt]);
  });

  it("ends with the admin: a deleted admin's session is not found", () => {
    const session = createAdminSession(admin);
    db().delete(adminUsers).run();
    expect(findAdminSession(session.token)).toBeNull();
  });
});

describe("a session's flash", () => {
  it("is taken once, then there is none", () => {
    const session = createAdminSession(admin);
    expect(takeSessionFlash(session.token)).toBeNull();
    setSessionFlash(session.token, "first");
    setSessionFlash(session.token, "second");
    expect(takeSessionFlash(session.token)).toBe("second");
    expect(takeSessionFlash(session.token)).toBeNull();
  });

  it("belongs to its session alone", () => {
    const mine = createAdminSession(admin);
    const other = createAdminSession(addAdmin("manager"));
    setSessionFlash(mine.token, "for me");
    expect(takeSessionFlash(other.token)).toBeNull();
    expect(takeSessionFlash("no-such-token")).toBeNull();
    expect(takeSessionFlash(mine.token)).toBe("for me");
  });

  it("goes with its session", () => {
    const session = createAdminSession(admin);
    setSessionFlash(session.token, "unread");
    deleteAdminSession(session.token);
    expect(takeSessionFlash(session.token)).toBeNull();
  });
});
