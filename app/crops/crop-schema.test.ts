import { describe, expect, it } from "vitest";
import { cropInputSchema } from "./crop-schema";

const parse = (nameRoman: unknown) => cropInputSchema.safeParse({ name: "Cotton", nameRoman });
const messageOf = (nameRoman: unknown) => parse(nameRoman).error?.issues[0]?.message;

describe("a crop's Roman Urdu names", () => {
  it("are kept one space apart, a comma and a space between names, empty ones dropped", () => {
    expect(parse("  kapas ,narma,, phutti   ").data?.nameRoman).toBe("kapas, narma, phutti");
    expect(parse("safed   makhi").data?.nameRoman).toBe("safed makhi");
    expect(parse("ma'ash, dal-mash, Gandum").data?.nameRoman).toBe("ma'ash, dal-mash, Gandum");
  });

  it("are cleared by an empty text or null, and left as stored when left out", () => {
    expect(parse("").data?.nameRoman).toBeNull();
    expect(parse(" , ").data?.nameRoman).toBeNull();
    expect(parse(null).data?.nameRoman).toBeNull();
    expect(parse(undefined).data?.nameRoman).toBeUndefined();
  });

  it("refuse what is not Latin letters, spaces, commas, hyphens and apostrophes", () => {
    const message =
      "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes";
    for (const typed of ["کپاس", "kapas; narma", "kapas2", "<b>kapas</b>", "kapas/narma"]) {
      expect(messageOf(typed), typed).toBe(message);
    }
    expect(messageOf(7)).toBe("Roman Urdu names must be text");
  });

  it("are at most 200 characters", () => {
    expect(parse("a".repeat(200)).success).toBe(true);
    expect(messageOf("a".repeat(201))).toBe("Roman Urdu names must be at most 200 characters");
  });
});
