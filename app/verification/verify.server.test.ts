import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { serverEnv } from "~/config/env.server";
import { db } from "~/db/db.server";
import { packChecks, packCodes, rateLimitEvents } from "~/db/schema";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { daysFromToday, insertBatchWithCodes, type TestBatch } from "#tests/setup/pack-codes";
import { formatPackCode } from "./pack-code";
import { hashPackCode } from "./pack-code-secret.server";
import {
  checkBatchNumber,
  checkPackCode,
  tooManyChecksMessage,
  verificationCounts,
  verifyPack,
} from "./verify.server";

let productId = 0;

beforeEach(() => {
  resetDatabase();
  const category = addCategory("Insecticides");
  productId = addProduct(category.id, "Dhaal Imidacloprid 20% SL", {
    nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
  }).id;
});

function batchOf(batch: Partial<TestBatch> = {}) {
  return insertBatchWithCodes(db(), { productId, batchNumber: "LT-24/0917", codes: 3, ...batch });
}

const checks = () => db().select().from(packChecks).all();
const codeRow = (code: string) =>
  db()
    .select()
    .from(packCodes)
    .where(eq(packCodes.codeHash, hashPackCode(code)))
    .get();

const en = { locale: "en" } as const;

describe("checkPackCode", () => {
  it("answers a code's first check genuine, with its product, batch and dates, and remembers it", () => {
    const { batchId, codes } = batchOf({ manufacturedOn: "2026-01-10", expiresOn: "2099-01-09" });
    const code = codes[0] ?? "";
    const answer = checkPackCode(code, { ...en, district: "multan" });
    expect(answer).toMatchObject({
      method: "code",
      outcome: "genuine",
      checked: formatPackCode(code),
      wellFormed: true,
      product: { id: productId, name: "Dhaal Imidacloprid 20% SL", categorySlug: "insecticides" },
      batch: {
        number: "LT-24/0917",
        manufacturedOn: "2026-01-10",
        expiresOn: "2099-01-09",
        recalled: false,
      },
      firstCheck: null,
    });
    expect(codeRow(code)).toMatchObject({ firstCheckedDistrict: "multan", checkCount: 1 });
    expect(codeRow(code)?.firstCheckedAt).not.toBeNull();
    expect(checks()).toMatchObject([
      { method: "code", outcome: "genuine", productId, batchId, district: "multan" },
    ]);
  });

  it("answers a code checked before as a repeat, saying when and where it was first checked, and counts it", () => {
    const { codes } = batchOf();
    const code = codes[0] ?? "";
    const first = Date.UTC(2026, 2, 5, 6, 0, 0);
    checkPackCode(code, { ...en, district: "multan", now: first });
    const again = checkPackCode(code, { ...en, district: "lahore", now: first + 86_400_000 });
    expect(again).toMatchObject({
      outcome: "repeat",
      firstCheck: { at: new Date(first).toISOString(), district: "multan" },
      product: { id: productId },
    });
    const third = checkPackCode(code, { ...en, now: first + 2 * 86_400_000 });
    expect(third.outcome).toBe("repeat");
    // The first check stays the first: district and time are not overwritten.
    expect(codeRow(code)).toMatchObject({
      firstCheckedAt: new Date(first).toISOString(),
      firstCheckedDistrict: "multan",
      checkCount: 3,
    });
    expect(checks().map((check) => [check.outcome, check.district])).toEqual([
      ["genuine", "multan"],
      ["repeat", "lahore"],
      ["repeat", null],
    ]);
    // Other codes of the batch are untouched.
    expect(checkPackCode(codes[1] ?? "", en).outcome).toBe("genuine");
  });

  it("takes a code however it was typed: small letters, spaces, dashes, Urdu digits", () => {
    const { codes } = batchOf({ codes: 4 });
    const [a = "", b = "", c = "", d = ""] = codes;
    const urduDigits = (text: string) =>
      text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    expect(checkPackCode(a.toLowerCase(), en)).toMatchObject({
      outcome: "genuine",
      checked: formatPackCode(a),
    });
    expect(checkPackCode(` ${b.slice(0, 4)} ${b.slice(4, 8)}  ${b.slice(8)} `, en).outcome).toBe(
      "genuine",
    );
    expect(checkPackCode(formatPackCode(c).replace(/-/g, " - "), en).outcome).toBe("genuine");
    expect(checkPackCode(urduDigits(formatPackCode(d)), en)).toMatchObject({
      outcome: "genuine",
      checked: formatPackCode(d),
    });
    // The same code typed another way is the same code: checked before.
    expect(checkPackCode(formatPackCode(a).toLowerCase(), en).outcome).toBe("repeat");
  });

  it("warns of an expired batch, from the day after its expiry date, and still remembers the check", () => {
    const today = daysFromToday(0);
    const { codes: expired } = batchOf({ batchNumber: "OLD-1", expiresOn: daysFromToday(-1) });
    const { codes: lastDay } = batchOf({ batchNumber: "LAST-1", expiresOn: today });
    // Noon in Pakistan: the dates above are today's and yesterday's there too.
    const now = Date.parse(`${today}T07:00:00Z`);
    expect(checkPackCode(expired[0] ?? "", { ...en, now })).toMatchObject({
      outcome: "expired",
      batch: { expiresOn: daysFromToday(-1) },
    });
    expect(checkPackCode(lastDay[0] ?? "", { ...en, now }).outcome).toBe("genuine");
    expect(codeRow(expired[0] ?? "")?.checkCount).toBe(1);
    // Checked again: still expired first, with the first check said.
    expect(checkPackCode(expired[0] ?? "", { ...en, now })).toMatchObject({
      outcome: "expired",
      firstCheck: { district: null },
    });
  });

  it("warns of a recalled batch with the recall note in the page's language", () => {
    const { codes } = batchOf({
      recalled: true,
      recallNote: "Sealed wrongly at the plant: it may have leaked.",
      recallNoteUr: "فیکٹری میں غلط بند ہوا: رس سکتا ہے۔",
    });
    expect(checkPackCode(codes[0] ?? "", en)).toMatchObject({
      outcome: "recalled",
      batch: { recalled: true, recallNote: "Sealed wrongly at the plant: it may have leaked." },
    });
    expect(checkPackCode(codes[1] ?? "", { locale: "ur" })).toMatchObject({
      outcome: "recalled",
      product: { name: "ڈھال امیڈاکلوپرڈ 20% SL", inEnglish: [] },
      batch: { recallNote: "فیکٹری میں غلط بند ہوا: رس سکتا ہے۔" },
    });
    const { codes: noUrdu } = batchOf({
      batchNumber: "R-2",
      recalled: true,
      recallNote: "Wrong label.",
    });
    expect(checkPackCode(noUrdu[0] ?? "", { locale: "ur" }).batch?.recallNote).toBe("Wrong label.");
  });

  it("answers a code that is not ours unknown, and one that cannot be a code unknown and not well formed", () => {
    batchOf();
    expect(checkPackCode("AC3F-7KXM-P4TY", { ...en, district: "okara" })).toMatchObject({
      outcome: "unknown",
      wellFormed: true,
      product: null,
      batch: null,
    });
    for (const typed of ["AC3F-7KXM-P4T", "AC3F-7KXM-P4TYY", "AC3F-7KXM-P4T0", "ЯЯЯЯ"]) {
      expect(checkPackCode(typed, en), typed).toMatchObject({
        outcome: "unknown",
        wellFormed: false,
        checked: typed,
      });
    }
    expect(checks()).toHaveLength(5);
    expect(checks()[0]).toMatchObject({
      method: "code",
      outcome: "unknown",
      productId: null,
      batchId: null,
      district: "okara",
    });
  });

  it("lets only one of several processes checking a new code at the same moment call it genuine", async () => {
    const { codes } = batchOf({ codes: 40 });
    const script = fileURLToPath(
      new URL("../../tests/setup/check-codes-process.ts", import.meta.url),
    );
    // Each process loads the app first (seconds on a busy machine); they start together.
    const start = Date.now() + 8000;
    const run = () =>
      new Promise<string[]>((resolve, reject) => {
        const child = spawn(
          fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url)),
          [script, String(start), ...codes],
          {
            env: { ...process.env, DATABASE_PATH: serverEnv().databasePath },
            stdio: ["ignore", "pipe", "inherit"],
          },
        );
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.once("error", reject);
        child.once("exit", (status) =>
          status === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`exit ${status}`)),
        );
      });
    const answers = await Promise.all([run(), run(), run()]);
    codes.forEach((_, index) => {
      const outcomes = answers.map((outcomes) => outcomes[index]).sort();
      expect(outcomes, `code ${index}`).toEqual(["genuine", "repeat", "repeat"]);
    });
    for (const code of codes) expect(codeRow(code)?.checkCount).toBe(3);
    expect(checks().filter((check) => check.outcome === "genuine")).toHaveLength(codes.length);
  });
});

describe("checkBatchNumber", () => {
  it("finds a batch by its number however it was typed, and says it cannot vouch for one pack", () => {
    const { batchId } = batchOf({ codes: 0 });
    for (const typed of ["LT-24/0917", "lt 24 0917", " Lt240917 "]) {
      expect(checkBatchNumber(typed, { ...en, district: "vehari" }), typed).toMatchObject({
        method: "batch",
        outcome: "genuine",
        checked: typed.trim(),
        product: { id: productId },
        batch: { number: "LT-24/0917" },
        firstCheck: null,
      });
    }
    expect(checks()).toHaveLength(3);
    expect(checks()[0]).toMatchObject({
      method: "batch",
      outcome: "genuine",
      batchId,
      district: "vehari",
    });
  });

  it("answers an expired, a recalled and an unknown batch", () => {
    batchOf({ batchNumber: "EX-1", expiresOn: "2020-01-01", codes: 0 });
    batchOf({ batchNumber: "RC-1", recalled: true, recallNote: "Wrong label.", codes: 0 });
    expect(checkBatchNumber("ex1", en).outcome).toBe("expired");
    expect(checkBatchNumber("RC 1", en)).toMatchObject({
      outcome: "recalled",
      batch: { recallNote: "Wrong label." },
    });
    expect(checkBatchNumber("NO-SUCH-9", en)).toMatchObject({
      outcome: "unknown",
      product: null,
      wellFormed: true,
    });
    expect(checkBatchNumber("--", en).outcome).toBe("unknown");
    expect(checks().map((check) => check.outcome)).toEqual([
      "expired",
      "recalled",
      "unknown",
      "unknown",
    ]);
  });
});

describe("verifyPack", () => {
  it("checks the code when both are given, the batch number otherwise, and refuses neither", () => {
    const { codes } = batchOf();
    const code = codes[0] ?? "";
    expect(verifyPack({ code, batch: "LT-24/0917" }, en)).toMatchObject({
      ok: true,
      value: { method: "code", outcome: "genuine" },
    });
    expect(verifyPack({ code: "", batch: "LT-24/0917" }, en)).toMatchObject({
      ok: true,
      value: { method: "batch", outcome: "genuine" },
    });
    expect(verifyPack({ code: " ", batch: "" }, en)).toEqual({
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      errors: { code: "Type the code from under the scratch panel, or the batch number" },
    });
    expect(verifyPack({ code, district: "atlantis" }, { locale: "ur" })).toMatchObject({
      ok: false,
      status: 400,
      errors: { district: "براہِ کرم فہرست میں سے ضلع چنیں" },
    });
    expect(verifyPack({ code: "x".repeat(41) }, en)).toMatchObject({ ok: false, status: 400 });
    // Refused input is neither checked nor counted against the address.
    expect(checks()).toHaveLength(2);
  });

  it("allows VERIFY_MAX_PER_WINDOW checks per client address in the window, then refuses with the wait, in the page's language", () => {
    const { codes } = batchOf();
    const { verifyMaxPerWindow: max, verifyWindowMinutes: minutes } = serverEnv();
    const now = Date.UTC(2026, 5, 1, 8, 0, 0);
    for (let index = 0; index < max; index += 1) {
      const result = verifyPack(
        { code: "AC3F-7KXM-P4TY" },
        { ...en, clientAddress: "203.0.113.9", now: now + index },
      );
      expect(result.ok, `check ${index + 1}`).toBe(true);
    }
    const refused = verifyPack(
      { code: codes[0] },
      { locale: "ur", clientAddress: "203.0.113.9", now: now + max },
    );
    expect(refused).toEqual({
      ok: false,
      status: 429,
      message: tooManyChecksMessage(minutes * 60, "ur"),
      retryAfterSeconds: minutes * 60,
    });
    expect(tooManyChecksMessage(minutes * 60, "ur")).toContain(`${minutes} منٹ`);
    expect(tooManyChecksMessage(90, "en")).toBe(
      "You have made many checks in a short time. Please try again in 2 minutes, or call us on +92 42 3500 0000.",
    );
    // The refused check was not made: the code is still unchecked.
    expect(codeRow(codes[0] ?? "")?.checkCount).toBe(0);
    // Another address may check; this one again once the window has passed.
    expect(verifyPack({ code: codes[0] }, { ...en, clientAddress: "198.51.100.7", now }).ok).toBe(
      true,
    );
    expect(
      verifyPack(
        { code: codes[1] },
        { ...en, clientAddress: "203.0.113.9", now: now + minutes * 60_000 + 1 },
      ).ok,
    ).toBe(true);
    expect(db().select().from(rateLimitEvents).all().length).toBeGreaterThan(0);
  });
});

describe("verificationCounts", () => {
  it("counts checks, repeats, unknown codes and warnings per product and per district, in all and since a time", () => {
    const { codes } = batchOf();
    const { codes: old } = batchOf({ batchNumber: "OLD", expiresOn: "2020-01-01" });
    const long = Date.UTC(2025, 0, 1);
    const recent = Date.now();
    checkPackCode(codes[0] ?? "", { ...en, district: "multan", now: long });
    checkPackCode(codes[0] ?? "", { ...en, district: "multan", now: recent });
    checkPackCode(codes[1] ?? "", { ...en, district: "okara", now: recent });
    checkPackCode("AC3F-7KXM-P4TY", { ...en, district: "multan", now: recent });
    checkPackCode(old[0] ?? "", { ...en, now: recent });
    const all = verificationCounts();
    expect(all.byProduct).toEqual([
      {
        productId,
        name: "Dhaal Imidacloprid 20% SL",
        checks: 4,
        repeats: 1,
        unknown: 0,
        warnings: 1,
      },
      { productId: null, name: null, checks: 1, repeats: 0, unknown: 1, warnings: 0 },
    ]);
    expect(all.byDistrict).toEqual([
      { district: "multan", checks: 3, repeats: 1, unknown: 1, warnings: 0 },
      { district: null, checks: 1, repeats: 0, unknown: 0, warnings: 1 },
      { district: "okara", checks: 1, repeats: 0, unknown: 0, warnings: 0 },
    ]);
    const lately = verificationCounts(new Date(recent - 30 * 86_400_000).toISOString());
    expect(lately.byDistrict.find((row) => row.district === "multan")).toEqual({
      district: "multan",
      checks: 2,
      repeats: 1,
      unknown: 1,
      warnings: 0,
    });
  });
});
