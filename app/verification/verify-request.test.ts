import { describe, expect, it } from "vitest";
import { isPrefetch, isUnattendedRequest } from "./verify-request";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

const request = (init: RequestInit & { ua?: string } = {}) =>
  new Request("https://example.com/verify?code=GUV3XRN6HPRH", {
    ...init,
    headers: { "User-Agent": init.ua ?? ANDROID_CHROME, ...(init.headers as object) },
  });

describe("which requests are a farmer's check", () => {
  it("counts a phone's browser opening the link", () => {
    expect(isUnattendedRequest(request())).toBe(false);
    expect(isPrefetch(request())).toBe(false);
  });

  it("does not count a HEAD, a link preview or a crawler", () => {
    expect(isUnattendedRequest(request({ method: "HEAD" }))).toBe(true);
    // The page cache renders a HEAD as a GET: the method the client sent decides.
    expect(isUnattendedRequest(request(), "HEAD")).toBe(true);
    expect(isUnattendedRequest(request({ ua: "WhatsApp/2.23.20.0 A" }))).toBe(true);
    expect(isUnattendedRequest(request({ ua: "facebookexternalhit/1.1" }))).toBe(true);
    expect(
      isUnattendedRequest(
        request({ ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      ),
    ).toBe(true);
  });

  it("declines a browser's prefetch, by any of the headers browsers have used", () => {
    expect(isPrefetch(request({ headers: { "Sec-Purpose": "prefetch;prerender" } }))).toBe(true);
    expect(isPrefetch(request({ headers: { Purpose: "prefetch" } }))).toBe(true);
    expect(isPrefetch(request({ headers: { "X-Moz": "prefetch" } }))).toBe(true);
  });
});
