import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, topFieldErrorsOf } from "./validation";

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
