import { describe, expect, it } from "vitest";
import { ok, refuse } from "~/lib/result";
import { alreadySaved, saveOnce } from "./submissions.server";

describe("a new record's submission key", () => {
  it("is remembered once its save went through, and only then", async () => {
    let saves = 0;
    const save = () => {
      saves += 1;
      return ok(saves);
    };
    expect(alreadySaved("key-a")).toBe(false);
    expect(await saveOnce("key-a", save)).toEqual(ok(1));
    expect(alreadySaved("key-a")).toBe(true);

    await saveOnce("key-b", () => refuse(400, "Please correct the highlighted fields."));
    expect(alreadySaved("key-b")).toBe(false);
  });

  it("means nothing when absent or empty", async () => {
    await saveOnce(undefined, () => ok(1));
    await saveOnce("", () => ok(1));
    expect(alreadySaved(undefined)).toBe(false);
    expect(alreadySaved("")).toBe(false);
  });

  it("forgets the oldest keys past a few hundred", async () => {
    await saveOnce("oldest", () => ok(0));
    for (let index = 0; index < 500; index += 1) await saveOnce(`later-${index}`, () => ok(index));
    expect(alreadySaved("oldest")).toBe(false);
    expect(alreadySaved("later-499")).toBe(true);
  });
});
