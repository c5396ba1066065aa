import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/db.server";
import { adminSessions, adminUsers } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import {
  checkAdminCredentials,
  countAdminUsers,
  createAdminUser,
  ensureFirstAdmin,
  getAdminUser,
  setAdminPassword,
} from "./admin-users.server";
import { createAdminSession, findAdminSession } from "./sessions.server";
import { log } from "~/lib/log.server";

beforeEach(resetDatabase);
afterEach(() => {
  vi.restoreAllMocks();
});

/** The message of every line the server's log got while `run` ran. */
async function logged(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(log(), "info").mockImplementation(() => undefined);
  await run();
  const lines = spy.mock.calls.map((call: unknown[]) => String(call.at(-1)));
  spy.mockRestore();
  return lines;
}

// Every case hashes with scrypt, which is slow on purpose: allow for a busy machine.
describe("ensureFirstAdmin", { timeout: 60_000 }, () => {
  it("creates the admin with the given password", async () => {
    const lines = await logged(() => ensureFirstAdmin("owner", "Kissan-2004!"));
    expect(countAdminUsers()).toBe(1);
    expect(await checkAdminCredentials("owner", "Kissan-2004!")).toEqual({
      id: expect.any(Number),
      username: "owner",
    });
    expect(lines.join("\n")).not.toContain("Kissan-2004!");
  });

  it("creates the admin with a random password printed once, which then signs in", async () => {
    const lines = await logged(() => ensureFirstAdmin("admin", undefined));
    expect(countAdminUsers()).toBe(1);
    expect(lines).toHaveLength(1);
    const password = /password: (\S+)/.exec(lines[0] ?? "")?.[1];
    expect(password, lines[0]).toBeDefined();
    expect(password?.length).toBeGreaterThanOrEqual(12);
    expect(await checkAdminCredentials("admin", password ?? "")).toMatchObject({
      username: "admin",
    });
  });

  it("generates a different password each time", async () => {
    const first = await logged(() => ensureFirstAdmin("admin", undefined));
    resetDatabase();
    const second = await logged(() => ensureFirstAdmin("admin", undefined));
    const passwordOf = (lines: string[]) => /password: (\S+)/.exec(lines[0] ?? "")?.[1];
    expect(passwordOf(first)).toBeDefined();
    expect(passwordOf(first)).not.toBe(passwordOf(second));
  });

  it("does nothing, and prints nothing, when an admin exists", async () => {
    const existing = await createAdminUser("owner", "Kissan-2004!");
    const lines = await logged(() => ensureFirstAdmin("admin", undefined));
    expect(lines).toEqual([]);
    expect(countAdminUsers()).toBe(1);
    expect(getAdminUser(existing.id)).toEqual(existing);
    expect(await checkAdminCredentials("owner", "Kissan-2004!")).toEqual(existing);

    await logged(() => ensureFirstAdmin("owner", "another-password"));
    expect(await checkAdminCredentials("owner", "another-password")).toBeNull();
  });
});

describe("checkAdminCredentials", { timeout: 60_000 }, () => {
  it("returns the admin for the right password, null for a wrong one or unknown user", async () => {
    const admin = await createAdminUser("owner", "Kissan-2004!");
    expect(await checkAdminCredentials("owner", "Kissan-2004!")).toEqual(admin);
    expect(await checkAdminCredentials("owner", "kissan-2004!")).toBeNull();
    expect(await checkAdminCredentials("owner", "")).toBeNull();
    expect(await checkAdminCredentials("nobody", "Kissan-2004!")).toBeNull();
  });

  it("stores only a hash of the password", async () => {
    const admin = await createAdminUser("owner", "Kissan-2004!");
    const row = db().select().from(adminUsers).where(eq(adminUsers.id, admin.id)).get();
    expect(row?.passwordHash).toBeTruthy();
    expect(row?.passwordHash).not.toContain("Kissan-2004!");
  });
});

describe("setAdminPassword", { timeout: 60_000 }, () => {
  it("changes the password: the old one stops working", async () => {
    const admin = await createAdminUser("owner", "Kissan-2004!");
    expect(await setAdminPassword("owner", "Fasal-2025-new")).toEqual(admin);
    expect(await checkAdminCredentials("owner", "Fasal-2025-new")).toEqual(admin);
    expect(await checkAdminCredentials("owner", "Kissan-2004!")).toBeNull();
    expect(countAdminUsers()).toBe(1);
  });

  it("refuses a password shorter than 8 characters and keeps the old one", async () => {
    await createAdminUser("owner", "Kissan-2004!");
    await expect(setAdminPassword("owner", "short77")).rejects.toThrow(/at least 8 characters/);
    expect(await checkAdminCredentials("owner", "Kissan-2004!")).not.toBeNull();
    expect(await checkAdminCredentials("owner", "short77")).toBeNull();
  });

  it("accepts exactly 8 characters", async () => {
    await createAdminUser("owner", "Kissan-2004!");
    await setAdminPassword("owner", "eight888");
    expect(await checkAdminCredentials("owner", "eight888")).not.toBeNull();
  });

  it("creates the admin when there is none by that name", async () => {
    const created = await setAdminPassword("manager", "Fasal-2025-new");
    expect(created).toEqual({ id: expect.any(Number), username: "manager" });
    expect(await checkAdminCredentials("manager", "Fasal-2025-new")).toEqual(created);
  });

  it("signs out every session of that admin, and only of that admin", async () => {
    const owner = await createAdminUser("owner", "Kissan-2004!");
    const other = await createAdminUser("manager", "Manager-2004!");
    const first = createAdminSession(owner);
    const second = createAdminSession(owner);
    const others = createAdminSession(other);

    await setAdminPassword("owner", "Fasal-2025-new");
    expect(findAdminSession(first.token)).toBeNull();
    expect(findAdminSession(second.token)).toBeNull();
    expect(
      db().select().from(adminSessions).where(eq(adminSessions.userId, owner.id)).all(),
    ).toEqual([]);
    expect(findAdminSession(others.token)?.user).toEqual(other);
  });
});
