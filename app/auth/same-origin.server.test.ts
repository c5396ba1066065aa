import { describe, expect, it } from "vitest";
import {
  CROSS_SITE_MESSAGE,
  crossSiteRefusal,
  isCrossSiteRequest,
  isForgeryRisk,
  isFromThisSite,
} from "~/auth/same-origin.server";

const SITE = "https://agro.example";

function post(headers: Record<string, string>, url = `${SITE}/admin/categories`): Request {
  return new Request(url, { method: "POST", headers });
}

describe("isCrossSiteRequest", () => {
  it("follows Sec-Fetch-Site when the browser sends it: only same-origin and none pass", () => {
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "none" }))).toBe(false);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "something-new" }))).toBe(true);
    // Sec-Fetch-Site wins over Origin, either way.
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "cross-site", Origin: SITE }))).toBe(true);
    expect(
      isCrossSiteRequest(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" })),
    ).toBe(false);
  });

  it("else compares Origin with the request's own origin, scheme and port included", () => {
    expect(isCrossSiteRequest(post({ Origin: SITE }))).toBe(false);
    expect(isCrossSiteRequest(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "http://agro.example" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "https://agro.example:8443" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "https://shop.agro.example" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "null" }))).toBe(true);
    expect(
      isCrossSiteRequest(post({ Origin: "http://localhost:4393" }, "http://localhost:4393/x")),
    ).toBe(false);
  });

  it("lets a request with neither header through (curl, scripts, old browsers)", () => {
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });
});

describe("isFromThisSite", () => {
  const get = (headers: Record<string, string>) =>
    new Request(`${SITE}/admin/contact?view=5`, { headers });

  it("follows Sec-Fetch-Site when the browser sends it: only same-origin and none count", () => {
    expect(isFromThisSite(get({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isFromThisSite(get({ "Sec-Fetch-Site": "none" }))).toBe(true);
    expect(isFromThisSite(get({ "Sec-Fetch-Site": "cross-site" }))).toBe(false);
    expect(isFromThisSite(get({ "Sec-Fetch-Site": "same-site" }))).toBe(false);
    expect(isFromThisSite(get({ "Sec-Fetch-Site": "cross-site", Referer: `${SITE}/admin` }))).toBe(
      false,
    );
  });

  it("else needs this site's Origin, or else its Referer", () => {
    expect(isFromThisSite(get({ Origin: SITE }))).toBe(true);
    expect(isFromThisSite(get({ Origin: "https://evil.example", Referer: `${SITE}/` }))).toBe(
      false,
    );
    expect(isFromThisSite(get({ Referer: `${SITE}/admin/contact?status=new` }))).toBe(true);
    expect(isFromThisSite(get({ Referer: "https://evil.example/admin/contact" }))).toBe(false);
    expect(isFromThisSite(get({ Referer: "http://agro.example/admin" }))).toBe(false);
    expect(isFromThisSite(get({ Referer: "not an address" }))).toBe(false);
  });

  it("does not count a request that says nothing of where it comes from", () => {
    expect(isFromThisSite(get({}))).toBe(false);
  });
});

describe("isForgeryRisk", () => {
  it("applies to requests that change something, not to reads", () => {
    const evil = { "Sec-Fetch-Site": "cross-site" };
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(
        isForgeryRisk(new Request(`${SITE}/api/categories/1`, { method, headers: evil })),
      ).toBe(true);
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isForgeryRisk(new Request(`${SITE}/admin`, { method, headers: evil }))).toBe(false);
    }
  });

  it("is answered with 403 and a message that says what happened", async () => {
    const answer = crossSiteRefusal();
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(CROSS_SITE_MESSAGE);
    expect(CROSS_SITE_MESSAGE).toMatch(/another website/);
  });
});
