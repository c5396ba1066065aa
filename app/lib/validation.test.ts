import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, textFieldsOf, topFieldErrorsOf } from "./validation";

const schema = z.object({ name: z.string(), list: z.array(z.string()) });

describe("field errors", () => {
  it("name each field by its path, or only by its top-level field", () => {
    const error = schema.safeParse({ name: 3, list: ["a", 4, 5] }).error;
    if (!error) throw new Error("Expected a refusal");
    expect(Object.keys(fieldErrorsOf(error))).toEqual(["name", "list.1", "list.2"]);
    const top = topFieldErrorsOf(error);
    expect(Object.keys(top)).toEqual(["name", "list"]);
    expect(top.list).toBe(fieldErrorsOf(error)["list.1"]);
  });
});

describe("textFieldsOf and the isolate marks of Urdu fields", () => {
  it("takes out the marks an Urdu field was shown with", () => {
    const form = new FormData();
    form.set("nameUr", "ڈھال امیڈاکلوپرڈ \u206620% SL\u2069");
    expect(textFieldsOf(form)).toEqual({ nameUr: "ڈھال امیڈاکلوپرڈ 20% SL" });
  });
});
