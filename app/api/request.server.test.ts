import { afterEach, describe, expect, it, vi } from "vitest";
import { JSON_BODY_LIMIT } from "./conventions";
import { handleApi, readJsonBody } from "./request.server";
import { log } from "~/lib/log.server";

afterEach(() => vi.restoreAllMocks());

describe("an API call that fails", () => {
  it("is logged and answered 500 when the fault is the site's", async () => {
    const logged = vi.spyOn(log(), "error").mockImplementation(() => {});
    const answer = await handleApi(() => {
      throw new Error("the disk is full");
    });
    expect(answer.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("is not logged when the client went away before sending its whole body", async () => {
    const logged = vi.spyOn(log(), "error").mockImplementation(() => {});
    // What Node's request stream errors with when the connection closes mid-body.
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    const answer = await handleApi(async () => {
      throw aborted;
    });
    expect(answer.status).toBe(400);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("readJsonBody", () => {
  const post = (body: string, type = "application/json") =>
    new Request("http://localhost/api/categories", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

  it("reads a JSON object", async () => {
    expect(await readJsonBody(post('{"name":"Herbicides"}'))).toEqual({
      ok: true,
      value: { name: "Herbicides" },
    });
  });

  it("refuses, as values, another type (415), a body too large (413) and what is no object (400)", async () => {
    expect(await readJsonBody(post('{"name":"Herbicides"}', "text/plain"))).toEqual({
      ok: false,
      status: 415,
      message: "Send the body as JSON with Content-Type: application/json.",
    });
    const large = JSON.stringify({ description: "x".repeat(JSON_BODY_LIMIT) });
    expect(await readJsonBody(post(large))).toEqual({
      ok: false,
      status: 413,
      message: "The request is larger than 256 KB.",
    });
    expect(await readJsonBody(post("{name"))).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(post("[1, 2]"))).toEqual({
      ok: false,
      status: 400,
      message: "The body must be a JSON object.",
    });
  });
});
