import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

// scrypt is slow on purpose: allow for a busy machine.
describe("hashPassword and verifyPassword", { timeout: 60_000 }, () => {
  it("stores a salted scrypt hash, never the password itself", async () => {
    const hash = await hashPassword("Kissan-2004!");
    expect(hash).not.toContain("Kissan-2004!");
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Kissan-2004!");
    expect(await verifyPassword("Kissan-2004!", hash)).toBe(true);
    expect(await verifyPassword("kissan-2004!", hash)).toBe(false);
    expect(await verifyPassword("Kissan-2004! ", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("gives two different hashes for the same password (a random salt), both valid", async () => {
    const first = await hashPassword("same password");
    const second = await hashPassword("same password");
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password", first)).toBe(true);
    expect(await verifyPassword("same password", second)).toBe(true);
  });

  it("answers false, without throwing, for a malformed stored hash", async () => {
    const good = await hashPassword("Kissan-2004!");
    const [, n, r, p, salt, key] = good.split("$");
    const malformed = [
      "",
      "Kissan-2004!",
      "bcrypt$2b$10$abcdefghijklmnopqrstuv",
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${n}$${r}$${p}$$${key}`,
      `scrypt$not-a-number$${r}$${p}$${salt}$${key}`,
      `scrypt$3$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$${(key ?? "").slice(0, 8)}`,
      `argon2$${n}$${r}$${p}$${salt}$${key}`,
    ];
    for (const stored of malformed) {
      await expect(verifyPassword("Kissan-2004!", stored), stored).resolves.toBe(false);
    }
  });

  it("refuses a hash whose key was altered", async () => {
    const good = await hashPassword("Kissan-2004!");
    const parts = good.split("$");
    const key = Buffer.from(parts[5] ?? "", "base64");
    key[0] = (key[0] ?? 0) ^ 0xff;
    parts[5] = key.toString("base64");
    expect(await verifyPassword("Kissan-2004!", parts.join("$"))).toBe(false);
  });
});
