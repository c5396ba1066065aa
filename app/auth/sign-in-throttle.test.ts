import { beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "~/auth/admin-users.server";
import { checkSignIn } from "~/auth/auth.server";
import type { Refusal } from "~/lib/result";
import { resetDatabase } from "#tests/setup/db-helpers";

const PASSWORD = "Kissan-2004!";

beforeAll(async () => {
  resetDatabase();
  await createAdminUser("owner", PASSWORD);
}, 60_000);

async function refusal(run: () => Promise<{ ok: true } | Refusal>): Promise<Refusal> {
  const result = await run();
  if (result.ok) throw new Error("Expected the sign-in to be refused");
  return result;
}

describe("checkSignIn", { timeout: 60_000 }, () => {
  it("refuses the 6th attempt from that address with 429 and a wait, even with the right password", async () => {
    const address = "203.0.113.20";
    // One moment for every attempt: password hashing on a busy machine takes no time off the wait.
    const now = Date.now();
    for (let i = 0; i < 5; i += 1) {
      const error = await refusal(() =>
        checkSignIn({ username: "owner", password: `wrong-${i}` }, address, now),
      );
      expect(error.status).toBe(401);
    }
    const error = await refusal(() =>
      checkSignIn({ username: "owner", password: PASSWORD }, address, now),
    );
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // Those failures do not shut the admin out from another address.
    await expect(
      checkSignIn({ username: "owner", password: PASSWORD }, "198.51.100.20", now),
    ).resolves.toMatchObject({ ok: true, value: { username: "owner" } });
    // Once the window has passed, the right password works again.
    const later = now + 15 * 60_000 + 1000;
    await expect(
      checkSignIn({ username: "owner", password: PASSWORD }, address, later),
    ).resolves.toMatchObject({
      ok: true,
      value: { username: "owner" },
    });
  });

  it("a success forgets that username's failures from that address", async () => {
    const address = "203.0.113.21";
    const now = Date.now() + 60 * 60_000;
    for (let i = 0; i < 4; i += 1) {
      await refusal(() => checkSignIn({ username: "Owner", password: "wrong" }, address, now));
    }
    await checkSignIn({ username: "owner", password: PASSWORD }, address, now);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await refusal(() => checkSignIn({ username: "owner", password: "wrong" }, address, now)))
          .status,
      ).toBe(401);
    }
  });

  it("does not count a form with an empty field as a failure", async () => {
    const address = "203.0.113.22";
    const now = Date.now() + 2 * 60 * 60_000;
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await refusal(() => checkSignIn({ username: "", password: "" }, address, now))).status,
      ).toBe(400);
    }
    await expect(
      checkSignIn({ username: "owner", password: PASSWORD }, address, now),
    ).resolves.toMatchObject({
      ok: true,
      value: { username: "owner" },
    });
  });

  it("checks no more than 5 of 40 parallel attempts; the others are refused unchecked", async () => {
    const address = "203.0.113.23";
    const now = Date.now() + 24 * 60 * 60_000;
    // The right password comes last: by then the 5 attempts allowed are all taken.
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 39 ? PASSWORD : `wrong-${i}`));
    const results = await Promise.all(
      passwords.map((password) => checkSignIn({ username: "owner", password }, address, now)),
    );
    const statuses = results.map((result) => (result.ok ? 200 : result.status));
    expect(statuses.filter((status) => status !== 429)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it("failures from many addresses shut a username out for an hour, but not where it signed in before", async () => {
    const known = "192.0.2.10";
    const now = Date.now() + 48 * 60 * 60_000;
    const signedIn = await checkSignIn(
      { username: "owner", password: PASSWORD },
      known,
      now - 12 * 60 * 60_000,
    );
    expect(signedIn.ok).toBe(true);
    // 60 guesses at once, each from an address of its own: 50 are checked.
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        checkSignIn({ username: "owner", password: `wrong-${i}` }, `198.51.100.${i}`, now),
      ),
    );
    const statuses = results.map((result) => (result.ok ? 200 : result.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);

    const elsewhere = await refusal(() =>
      checkSignIn({ username: "owner", password: PASSWORD }, "198.51.100.200", now),
    );
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.message).toBe("Too many failed sign-in attempts. Try again in 60 minutes.");
    await expect(
      checkSignIn({ username: "owner", password: PASSWORD }, known, now),
    ).resolves.toMatchObject({ ok: true, value: { username: "owner" } });
  });
});
