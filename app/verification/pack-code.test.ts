import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverEnv } from "~/config/env.server";
import {
  formatPackCode,
  isWellFormedPackCode,
  normalizeBatchNumber,
  normalizePackCode,
  PACK_CODE_ALPHABET,
  PACK_CODE_LENGTH,
} from "./pack-code";
import { generatePackCode, hashPackCode, packCodeKeyPath } from "./pack-code-secret.server";

describe("the pack code alphabet", () => {
  it("has no look-alike characters and no repeats", () => {
    for (const lookAlike of "0OQD1IL2Z5S8B") expect(PACK_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(PACK_CODE_ALPHABET).size).toBe(PACK_CODE_ALPHABET.length);
    expect(PACK_CODE_ALPHABET).toMatch(/^[0-9A-Z]+$/);
  });
});

describe("generatePackCode", () => {
  it("makes well-formed codes of the set length from the alphabet", () => {
    for (let index = 0; index < 200; index++) {
      const code = generatePackCode();
      expect(code).toHaveLength(PACK_CODE_LENGTH);
      expect(isWellFormedPackCode(code)).toBe(true);
    }
  });

  it("makes no two alike in a large sample, and uses every character", () => {
    const codes = new Set<string>();
    const seen = new Set<string>();
    for (let index = 0; index < 100_000; index++) {
      const code = generatePackCode();
      codes.add(code);
      for (const character of code) seen.add(character);
    }
    expect(codes.size).toBe(100_000);
    expect(seen.size).toBe(PACK_CODE_ALPHABET.length);
  });
});

describe("normalizePackCode", () => {
  it("ignores letter case, spaces, dashes and other separators", () => {
    const code = "AC3F7KXMP4TY";
    expect(normalizePackCode("ac3f-7kxm-p4ty")).toBe(code);
    expect(normalizePackCode(" AC3F 7KXM P4TY ")).toBe(code);
    expect(normalizePackCode("ac3f–7kxm—p4ty")).toBe(code);
    expect(normalizePackCode("AC3F.7KXM/P4TY")).toBe(code);
  });

  it("reads Urdu and Arabic digits and full-width letters", () => {
    expect(normalizePackCode("AC۳F-۷KXM-P۴TY")).toBe("AC3F7KXMP4TY");
    expect(normalizePackCode("AC٣F7KXMP٤TY")).toBe("AC3F7KXMP4TY");
    expect(normalizePackCode("ＡＣ３Ｆ7KXMP4TY")).toBe("AC3F7KXMP4TY");
  });

  it("tells a code that could be ours from one that cannot", () => {
    expect(isWellFormedPackCode("AC3F7KXMP4TY")).toBe(true);
    expect(isWellFormedPackCode("AC3F7KXMP4T")).toBe(false);
    expect(isWellFormedPackCode("AC3F7KXMP4T0")).toBe(false);
  });
});

describe("formatPackCode", () => {
  it("groups a code in fours for reading", () => {
    expect(formatPackCode("AC3F7KXMP4TY")).toBe("AC3F-7KXM-P4TY");
    expect(normalizePackCode(formatPackCode("AC3F7KXMP4TY"))).toBe("AC3F7KXMP4TY");
  });
});

describe("normalizeBatchNumber", () => {
  it("finds a batch however its number is typed", () => {
    expect(normalizeBatchNumber("lt-24/0917")).toBe(normalizeBatchNumber("LT 240917"));
  });
});

describe("hashPackCode", () => {
  it("is keyed: the same code always gives the same hash, which is not a plain digest", async () => {
    const { createHash } = await import("node:crypto");
    const hash = hashPackCode("AC3F7KXMP4TY");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPackCode("AC3F7KXMP4TY")).toBe(hash);
    expect(hashPackCode("AC3F7KXMP4TX")).not.toBe(hash);
    expect(hash).not.toBe(createHash("sha256").update("AC3F7KXMP4TY").digest("hex"));
  });

  it("keeps its generated key beside the database, out of it, readable by its owner only", () => {
    hashPackCode("AC3F7KXMP4TY");
    const path = packCodeKeyPath(serverEnv().databasePath);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, "utf8").trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(path).mode & 0o077).toBe(0);
  });
});
