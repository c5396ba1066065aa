import { describe, expect, it } from "vitest";
import { galleryCanonicalPath } from "~/seo/canonical";
import { galleryPath, parseGalleryQuery } from "./gallery-query";

describe("parseGalleryQuery", () => {
  it("reads a known type, a page and an event", () => {
    expect(parseGalleryQuery("?type=training&page=3&event=12")).toEqual({
      type: "training",
      page: 3,
      event: 12,
    });
  });

  it("reads anything else as all events, page 1 and no open event", () => {
    expect(parseGalleryQuery("?type=Training&page=0&event=0")).toEqual({
      type: null,
      page: 1,
      event: null,
    });
    expect(parseGalleryQuery("?page=abc&event=12abc")).toEqual({
      type: null,
      page: 1,
      event: null,
    });
    expect(parseGalleryQuery("?page=10000000")).toMatchObject({ page: 1 });
    expect(parseGalleryQuery("?page=2&page=3")).toMatchObject({ page: 1 });
  });

  it("reads an event written with leading zeros as none and a page as every list reads it, so the loader and the canonical agree", () => {
    const query = parseGalleryQuery("?page=007&event=007");
    expect(query).toEqual({ type: null, page: 7, event: null });
    expect(galleryCanonicalPath(query)).toBe("/gallery?page=7");
  });

  it("accepts URLSearchParams as well as a search string", () => {
    expect(parseGalleryQuery(new URLSearchParams({ type: "harvest", page: "2" }))).toEqual({
      type: "harvest",
      page: 2,
      event: null,
    });
  });
});

describe("galleryPath", () => {
  it("writes only what differs from the defaults", () => {
    expect(galleryPath({})).toBe("/gallery");
    expect(galleryPath({ type: null, page: 1 })).toBe("/gallery");
    expect(galleryPath({ type: "harvest", page: 2, event: 5 })).toBe(
      "/gallery?type=harvest&page=2&event=5",
    );
  });

  it("is read back as the same query", () => {
    const query = { type: "exhibition" as const, page: 4, event: 31 };
    expect(parseGalleryQuery(galleryPath(query).replace("/gallery", ""))).toEqual(query);
  });
});
