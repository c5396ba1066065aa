import { describe, expect, it } from "vitest";
import { isolateLatinRuns, mixedTextParts, withoutIsolateMarks } from "./bidi";

const LRI = "\u2066";
const PDI = "\u2069";

describe("isolateLatinRuns", () => {
  it("sets the formulation of an Urdu product name apart, left to right", () => {
    expect(isolateLatinRuns("ڈھال امیڈاکلوپرڈ 20% SL")).toBe(`ڈھال امیڈاکلوپرڈ ${LRI}20% SL${PDI}`);
  });

  it("sets apart each Latin run of an Urdu address", () => {
    expect(isolateLatinRuns("12-B، مین بلیوارڈ، گلبرگ III")).toBe(
      `${LRI}12-B${PDI}، مین بلیوارڈ، گلبرگ ${LRI}III${PDI}`,
    );
  });

  it("leaves text without Urdu, and Urdu with plain numbers, as it is", () => {
    expect(isolateLatinRuns("Imidacloprid 20% SL")).toBe("Imidacloprid 20% SL");
    expect(isolateLatinRuns("2 سے 3 دن")).toBe("2 سے 3 دن");
  });

  it("marks a text once, however often it is shown again", () => {
    const once = isolateLatinRuns("سبز شکتی این پی کے 20-20-20 + TE");
    expect(isolateLatinRuns(once)).toBe(once);
  });
});

describe("withoutIsolateMarks", () => {
  it("gives back the text as typed", () => {
    const typed = "ڈھال امیڈاکلوپرڈ 20% SL";
    expect(withoutIsolateMarks(isolateLatinRuns(typed))).toBe(typed);
    expect(withoutIsolateMarks(`a\u2067b\u2068c`)).toBe("abc");
  });
});

describe("mixedTextParts", () => {
  it("is null for text without Urdu", () => {
    expect(mixedTextParts("20-20-20 + TE")).toBeNull();
  });

  it("splits Urdu from its Latin runs", () => {
    expect(mixedTextParts("امیڈاکلوپرڈ 200 g/L (20% w/v) SL")).toEqual([
      "امیڈاکلوپرڈ ",
      { latin: "200 g/L (20% w/v) SL" },
    ]);
  });
});
