import { afterEach, describe, expect, it, vi } from "vitest";
import { handleApi } from "./request.server";

afterEach(() => vi.restoreAllMocks());

describe("an API call that fails", () => {
  it("is logged and answered 500 when the fault is the site's", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await handleApi(() => {
      throw new Error("the disk is full");
    });
    expect(answer.status).toBe(500);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("is not logged when the client went away before sending its whole body", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // What Node's request stream errors with when the connection closes mid-body.
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const answer = await handleApi(async () => {
      throw aborted;
    });
    expect(answer.status).toBe(400);
    expect(log).not.toHaveBeenCalled();
  });
});
