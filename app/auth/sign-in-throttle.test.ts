import { beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "~/auth/admin-users.server";
import { checkSignIn } from "~/auth/auth.server";
import { readServerEnv } from "~/config/env.server";
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

/** Only the variables a test sets; everything else is unset. */
function fakeEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  return vars as NodeJS.ProcessEnv;
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

describe("rate limit configuration", () => {
  it("has defaults and reads whole numbers from the environment", () => {
    const defaults = readServerEnv(fakeEnv({}));
    expect(defaults).toMatchObject({
      loginMaxFailures: 5,
      loginWindowMinutes: 15,
      loginMaxFailuresPerAddress: 20,
      loginMaxFailuresPerUsername: 50,
      loginUsernameWindowMinutes: 60,
      contactMaxPerWindow: 30,
      contactMaxPerEmail: 5,
      contactWindowMinutes: 10,
      contactDuplicateMinutes: 60,
      contactMinSeconds: 2,
    });
    const set = readServerEnv(
      fakeEnv({
        LOGIN_MAX_FAILURES: "3",
        LOGIN_WINDOW_MINUTES: "60",
        LOGIN_MAX_FAILURES_PER_ADDRESS: "12",
        LOGIN_MAX_FAILURES_PER_USERNAME: "30",
        LOGIN_USERNAME_WINDOW_MINUTES: "120",
        CONTACT_MAX_PER_WINDOW: "20",
        CONTACT_MAX_PER_EMAIL: "3",
        CONTACT_WINDOW_MINUTES: "1",
        CONTACT_DUPLICATE_MINUTES: "0",
        CONTACT_MIN_SECONDS: "0",
      }),
    );
    expect(set).toMatchObject({
      loginMaxFailures: 3,
      loginWindowMinutes: 60,
      loginMaxFailuresPerAddress: 12,
      loginMaxFailuresPerUsername: 30,
      loginUsernameWindowMinutes: 120,
      contactMaxPerWindow: 20,
      contactMaxPerEmail: 3,
      contactWindowMinutes: 1,
      contactDuplicateMinutes: 0,
      contactMinSeconds: 0,
    });
  });

  it("stops the start on a value that is not a whole number from 1", () => {
    for (const value of ["0", "-1", "2.5", "five", "", "1e3"]) {
      expect(() => readServerEnv(fakeEnv({ LOGIN_MAX_FAILURES: value }))).toThrow(
        /LOGIN_MAX_FAILURES must be a whole number/,
      );
    }
    expect(() => readServerEnv(fakeEnv({ LOGIN_MAX_FAILURES_PER_USERNAME: "0" }))).toThrow(
      /LOGIN_MAX_FAILURES_PER_USERNAME must be a whole number/,
    );
    expect(() => readServerEnv(fakeEnv({ CONTACT_WINDOW_MINUTES: "0" }))).toThrow(
      /CONTACT_WINDOW_MINUTES/,
    );
  });
});
