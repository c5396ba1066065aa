import { describe, expect, it } from "vitest";
import { fieldErrorsOf, type FieldErrors } from "~/lib/validation";
import { signInSchema } from "./sign-in-schema";

function errorsOf(input: unknown): FieldErrors {
  const result = signInSchema.safeParse(input);
  if (result.success) throw new Error("Expected the credentials to be refused");
  return fieldErrorsOf(result.error);
}

describe("signInSchema", () => {
  it("reads the username trimmed and the password as typed", () => {
    expect(signInSchema.parse({ username: "  owner ", password: " secret " })).toEqual({
      username: "owner",
      password: " secret ",
    });
  });

  it("names each missing field, username first", () => {
    expect(errorsOf({})).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(errorsOf({ username: "   ", password: "x" })).toEqual({
      username: "Username is required",
    });
    expect(errorsOf({ username: "owner", password: "" })).toEqual({
      password: "Password is required",
    });
    expect(errorsOf({ username: 7, password: null })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });
});
