import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation";
import {
  batchInputSchema,
  batchNumberTakenMessage,
  codeRunSchema,
  EXPIRY_BEFORE_MANUFACTURE_MESSAGE,
  RECALL_NOTE_REQUIRED_MESSAGE,
} from "./batch-schema";
import { isExpired } from "./expiry";

const form = {
  product: "dhaal-imidacloprid-20-sl",
  batchNumber: "  gf-2609 / 114 ",
  manufacturedOn: "2026-03-10",
  expiresOn: "2028-03-09",
  quantity: "5000",
};

function errorsOf(input: unknown) {
  const parsed = batchInputSchema.safeParse(input);
  if (parsed.success) throw new Error("Expected the batch to be refused");
  return fieldErrorsOf(parsed.error);
}

describe("batchInputSchema", () => {
  it("keeps the batch number as typed (trimmed) and keys it as farmers' typing is matched", () => {
    expect(batchInputSchema.parse(form)).toEqual({
      product: "dhaal-imidacloprid-20-sl",
      batchNumber: "gf-2609 / 114",
      batchKey: "GF2609114",
      manufacturedOn: "2026-03-10",
      expiresOn: "2028-03-09",
      quantity: 5000,
      recalled: false,
      recallNote: null,
      recallNoteUr: undefined,
    });
  });

  it("reads the form's checkbox and empty fields, and JSON's numbers and booleans", () => {
    const fromForm = batchInputSchema.parse({
      ...form,
      quantity: "",
      recalled: "true",
      recallNote: "Leaking caps",
      recallNoteUr: "",
    });
    expect(fromForm).toMatchObject({ quantity: null, recalled: true, recallNoteUr: null });
    const fromJson = batchInputSchema.parse({
      ...form,
      quantity: 1200,
      recalled: false,
      recallNote: null,
    });
    expect(fromJson).toMatchObject({ quantity: 1200, recalled: false, recallNote: null });
    expect(batchInputSchema.parse({ ...form, quantity: null }).quantity).toBeNull();
  });

  it("names each missing field", () => {
    expect(errorsOf({})).toEqual({
      product: "Please choose a product",
      batchNumber: "Batch number is required",
      manufacturedOn: "Manufacturing date is required",
      expiresOn: "Expiry date is required",
    });
  });

  it("refuses dates that do not exist, or an expiry not after manufacture", () => {
    expect(errorsOf({ ...form, manufacturedOn: "2026-02-30", expiresOn: "10/03/2028" })).toEqual({
      manufacturedOn: "Manufacturing date must be a real date written YYYY-MM-DD",
      expiresOn: "Expiry date must be a real date written YYYY-MM-DD",
    });
    expect(errorsOf({ ...form, expiresOn: "2026-03-10" })).toEqual({
      expiresOn: EXPIRY_BEFORE_MANUFACTURE_MESSAGE,
    });
    expect(errorsOf({ ...form, expiresOn: "2025-12-31" }).expiresOn).toBe(
      EXPIRY_BEFORE_MANUFACTURE_MESSAGE,
    );
  });

  it("refuses a batch number without letters or digits, or one that is too long", () => {
    expect(errorsOf({ ...form, batchNumber: "-- / --" })).toEqual({
      batchNumber: "Batch number must have letters or digits",
    });
    expect(errorsOf({ ...form, batchNumber: "A".repeat(41) })).toEqual({
      batchNumber: "Batch number must be at most 40 characters",
    });
  });

  it("refuses a quantity that is not a whole number of packs", () => {
    const message = "Quantity must be a whole number from 1 to 10,000,000";
    for (const quantity of ["0", "-5", "2.5", "many", 0, 1.5, "10000001"]) {
      expect(errorsOf({ ...form, quantity }), String(quantity)).toEqual({ quantity: message });
    }
  });

  it("asks why a recalled batch is recalled, in the words farmers are told", () => {
    expect(errorsOf({ ...form, recalled: "true", recallNote: "  " })).toEqual({
      recallNote: RECALL_NOTE_REQUIRED_MESSAGE,
    });
    expect(errorsOf({ ...form, recalled: "perhaps" })).toEqual({
      recalled: "Recalled must be true or false",
    });
  });
});

describe("codeRunSchema", () => {
  it("takes 1 to 20,000 codes, as a number or its digits", () => {
    expect(codeRunSchema.parse({ count: "5" })).toEqual({ count: 5 });
    expect(codeRunSchema.parse({ count: 20_000 })).toEqual({ count: 20_000 });
    for (const count of [0, "0", 20_001, "20001", "", "ten", 2.5, null, undefined]) {
      const parsed = codeRunSchema.safeParse({ count });
      expect(parsed.success, String(count)).toBe(false);
      if (!parsed.success) {
        expect(fieldErrorsOf(parsed.error)).toEqual({
          count: "Number of codes must be a whole number from 1 to 20,000",
        });
      }
    }
  });
});

describe("batch words", () => {
  it("say which batch already has a number, and why it counts as the same", () => {
    expect(batchNumberTakenMessage("GF-2609-114", "GF-2609-114", "Dhaal")).toBe(
      'Batch "GF-2609-114" of Dhaal is already recorded.',
    );
    expect(batchNumberTakenMessage("gf 2609 114", "GF-2609-114", "Dhaal")).toBe(
      '"gf 2609 114" is the same batch number as "GF-2609-114" of Dhaal (case, spaces and dashes do not count).',
    );
  });

  it("count a batch as expired from the day after its expiry date", () => {
    expect(isExpired("2026-05-01", "2026-05-01")).toBe(false);
    expect(isExpired("2026-05-01", "2026-05-02")).toBe(true);
  });
});
