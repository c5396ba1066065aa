import { describe, expect, it } from "vitest";
import { FORM_TIMING_TOKEN_LENGTH } from "~/config/server-contract";
import { formTimingToken, formTimingVerdict } from "./form-timing.server";

describe("the contact form's timing token", () => {
  const made = Date.UTC(2026, 10, 23, 9, 0, 0);

  it("says a person sent a form posted 2 seconds or more after it was made", () => {
    const token = formTimingToken(made);
    expect(token).toMatch(/^\d{13}\.[\w-]{22}$/);
    // The page cache fills tokens into kept pages and counts on this length.
    expect(token).toHaveLength(FORM_TIMING_TOKEN_LENGTH);
    expect(formTimingVerdict(token, 2, made + 2000)).toBe("person");
    expect(formTimingVerdict(token, 2, made + 60 * 60_000)).toBe("person");
  });

  it("says a bot sent one posted sooner, or with a forged or altered token", () => {
    const token = formTimingToken(made);
    expect(formTimingVerdict(token, 2, made + 1999)).toBe("bot");
    const [time, signature] = token.split(".");
    expect(formTimingVerdict(`${Number(time) - 60_000}.${signature}`, 2, made + 5000)).toBe("bot");
    expect(formTimingVerdict(`${time}.${"x".repeat(22)}`, 2, made + 5000)).toBe("bot");
    expect(formTimingVerdict("yesterday", 2, made)).toBe("bot");
  });

  it("cannot tell without a token (the API, an old page)", () => {
    expect(formTimingVerdict(undefined, 2, made)).toBe("unknown");
    expect(formTimingVerdict("", 2, made)).toBe("unknown");
  });

  it("never calls a form a bot's when the check is off (0 seconds)", () => {
    expect(formTimingVerdict(formTimingToken(made), 0, made)).toBe("person");
  });
});
